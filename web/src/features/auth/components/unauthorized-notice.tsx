import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../shared/ui/notify';

/** The 401 toast, in its own chunk so the toast components stay out of the first
 * load. The toast id `unauthorized` makes Fluent show it once however often it is dispatched. */
export default function UnauthorizedNotice() {
  const { t } = useTranslation();
  const notify = useNotify();
  useEffect(() => {
    notify.error(t('unauthorized', { ns: 'errors' }), { id: 'unauthorized' });
  }, [notify, t]);
  return null;
}
