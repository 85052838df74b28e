import { Suspense, lazy, useState } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCreateAddressMutation } from '../../../graphql/checkout.generated';
import { LIMITS } from '../../../graphql/limits.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateFieldErrors } from '../../../shared/lib/i18n/api-messages';
import { translateOrderError } from '../../orders';
import { PrimaryButton, SecondaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { DEFAULT_MAP_LOCATION, type LatLng } from '../../../shared/lib/map/map-config';
import { Shimmer } from '../../../shared/ui/shimmer';
import { useOpenedOnce } from '../../../shared/hooks/use-opened-once';

// The map library loads only when an address is added.
const MapPicker = lazy(() => import('./map-picker'));

const useStyles = makeStyles({
  content: { display: 'grid', rowGap: tokens.spacingVerticalM },
});

/** Adds a saved address: its name, its text and its place on the map; `onSaved` gets its id. */
export function AddressDialog({ open, onClose, onSaved }: {
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const [title, setTitle] = useState('');
  const [address, setAddress] = useState('');
  const [location, setLocation] = useState<LatLng>(DEFAULT_MAP_LOCATION);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Every open list of addresses (whatever its page size) reads the new one.
  const [create, { loading }] = useCreateAddressMutation({ refetchQueries: ['Addresses'], awaitRefetchQueries: true });
  const mounted = useOpenedOnce(open);

  const save = async () => {
    const required = t('required', { ns: 'errors' });
    const missing = { ...(title.trim() ? {} : { title: required }), ...(address.trim() ? {} : { address: required }) };
    if (Object.keys(missing).length) return setErrors(missing);
    try {
      const result = await create({ variables: { input: { title: title.trim(), address: address.trim(), location, active: true } } });
      const id = result.data?.createAddress?.id;
      notify.success(t('checkout.addressSaved'));
      if (id) onSaved(id);
      onClose();
    } catch (error) {
      const apiError = apiErrorOf(error);
      const fields = translateFieldErrors(t, apiError);
      if (Object.keys(fields).length) setErrors(fields);
      else notify.error(translateOrderError(t, apiError));
    }
  };

  if (!mounted) return null;
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('checkout.newAddress')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('checkout.addressTitle')} required validationMessage={errors.title}>
              <Input value={title} maxLength={LIMITS.createAddress.title.maxLength} onChange={(_, data) => setTitle(data.value)} />
            </Field>
            <Field label={t('checkout.addressText')} required validationMessage={errors.address}>
              <Input value={address} maxLength={LIMITS.createAddress.address.maxLength} autoComplete="street-address" onChange={(_, data) => setAddress(data.value)} />
            </Field>
            {open && (
              <Suspense fallback={<Shimmer height={240} />}>
                <MapPicker value={location} onChange={setLocation} />
              </Suspense>
            )}
          </DialogContent>
          <DialogActions>
            <SecondaryButton onClick={onClose}>{t('common.cancel')}</SecondaryButton>
            <PrimaryButton loading={loading} onClick={() => void save()}>{t('checkout.saveAddress')}</PrimaryButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
