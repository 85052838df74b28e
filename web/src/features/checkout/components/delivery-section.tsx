import { useEffect, useState } from 'react';
import {
  Button, Field, MessageBar, MessageBarActions, MessageBarBody, Radio, RadioGroup, Text, makeStyles, tokens, useRestoreFocusTarget,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useAddressesQuery } from '../../../graphql/checkout.generated';
import { Card } from '../../../shared/ui/card';
import type { DeliveryType } from '../lib/checkout-form';
import { AddressDialog } from './address-dialog';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  add: { justifySelf: 'start' },
});

export interface DeliverySectionProps {
  deliveryType: DeliveryType;
  addressId: number | null;
  branchTitle: string;
  /** The api's word on the address (outside every zone …), already translated. */
  addressError?: string;
  onType: (type: DeliveryType) => void;
  onAddress: (id: number) => void;
}

/** Delivery or pickup; for a delivery, one of the customer's saved addresses or a new one. */
export function DeliverySection({ deliveryType, addressId, branchTitle, addressError, onType, onAddress }: DeliverySectionProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  // The new-address dialog gives the focus back to this button when it closes.
  const returnHere = useRestoreFocusTarget();
  const { data, loading } = useAddressesQuery({ variables: { perPage: 100 } });
  const addresses = data?.addresses?.items ?? [];
  // The customer's active address (else their first) is where a delivery goes unless they pick another.
  const preferred = (addresses.find((a) => a.active) ?? addresses[0])?.id;
  useEffect(() => {
    if (addressId === null && preferred !== undefined) onAddress(preferred);
  }, [addressId, preferred, onAddress]);

  return (
    <Card title={t('checkout.how')}>
      <RadioGroup layout="horizontal" value={deliveryType} onChange={(_, d) => onType(d.value as DeliveryType)} aria-label={t('checkout.how')}>
        <Radio value="delivery" label={t('checkout.delivery')} />
        <Radio value="pickup" label={t('checkout.pickup')} />
      </RadioGroup>
      {deliveryType === 'pickup' && <Text>{t('checkout.pickupFrom', { branch: branchTitle })}</Text>}
      {deliveryType === 'delivery' && (
        <>
          <Field label={t('checkout.address')} required>
            {addresses.length > 0 ? (
              <RadioGroup value={addressId === null ? '' : String(addressId)} onChange={(_, d) => onAddress(Number(d.value))}>
                {addresses.map((a) => <Radio key={a.id} value={String(a.id)} label={<><bdi>{a.title}</bdi> · <bdi>{a.address}</bdi></>} />)}
              </RadioGroup>
            ) : (
              !loading && <Text className={styles.muted}>{t('checkout.noAddresses')}</Text>
            )}
          </Field>
          <Button className={styles.add} icon={<AddRegular />} onClick={() => setAdding(true)} {...returnHere}>{t('checkout.addAddress')}</Button>
          {addressError && (
            <MessageBar intent="warning" layout="multiline" data-testid="address-error">
              <MessageBarBody>{addressError}</MessageBarBody>
              <MessageBarActions>
                <Button onClick={() => onType('pickup')}>{t('checkout.usePickup')}</Button>
              </MessageBarActions>
            </MessageBar>
          )}
          <AddressDialog open={adding} onClose={() => setAdding(false)} onSaved={onAddress} />
        </>
      )}
    </Card>
  );
}
