import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ClockRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    justifyItems: 'center',
    rowGap: tokens.spacingVerticalM,
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground2,
  },
  icon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
});

/** Stands in for a screen that is not built yet, so no route is ever blank. */
export function ComingSoon({ title }: { title?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-labelledby="coming-soon-title">
      <ClockRegular className={styles.icon} aria-hidden />
      <Text as="h1" size={600} weight="semibold" id="coming-soon-title">
        {title ?? t('comingSoon.title')}
      </Text>
      <Text>{t('comingSoon.body')}</Text>
    </section>
  );
}
