import { Text } from '@fluentui/react-components';
import { ClockRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Notice } from './notice';

/** Stands in for a screen that is not built yet, so no route is ever blank. */
export function ComingSoon({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <Notice Icon={ClockRegular} title={title ?? t('comingSoon.title')} heading="h1" id="coming-soon-title">
      <Text>{t('comingSoon.body')}</Text>
    </Notice>
  );
}
