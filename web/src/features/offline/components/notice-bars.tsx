import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';
import offlineStrings from '../../../locales/en/offline-screens.json';

const useStyles = makeStyles({
  bars: {
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
    maxWidth: '1140px',
    boxSizing: 'border-box',
    width: '100%',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlockStart: tokens.spacingVerticalS,
  },
});

export interface NoticeBarsProps {
  offline: boolean;
  /** Lets the waiting version take over (the page then reloads); null while none waits. */
  accept: (() => void) | null;
}

export default function NoticeBars({ offline, accept }: NoticeBarsProps) {
  useScreenStrings(offlineStrings);
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.bars}>
      {offline && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('offline.title')}</MessageBarTitle> {t('offline.notice')}
          </MessageBarBody>
        </MessageBar>
      )}
      {accept && (
        <MessageBar intent="info">
          <MessageBarBody>{t('offline.newVersion')}</MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" size="small" onClick={accept}>{t('offline.reload')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
    </div>
  );
}
