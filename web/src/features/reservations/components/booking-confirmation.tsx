import { useEffect, useRef } from 'react';
import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ReservationFieldsFragment } from '../../../graphql/reservations.generated';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { MY_RESERVATIONS_ID } from './my-reservations';
import { ReservationFacts } from './reservation-facts';

const useStyles = makeStyles({
  title: { margin: 0, ':focus': { outlineStyle: 'none' } },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  link: { color: tokens.colorBrandForegroundLink },
});

/** What was just booked, and the way to book another table. */
export function BookingConfirmation({ reservation, onAnother }: { reservation: ReservationFieldsFragment; onAnother: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  // The form the customer was in is gone: the focus moves to what replaced it.
  useEffect(() => title.current?.focus(), []);
  return (
    <Card label={t('reservations.confirm.title')}>
      <Text as="h2" size={500} weight="semibold" className={styles.title} ref={title} tabIndex={-1}>
        {t('reservations.confirm.title')}
      </Text>
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody data-testid="booking-confirmation">{t('reservations.confirm.text')}</MessageBarBody>
      </MessageBar>
      <ReservationFacts reservation={reservation} />
      <div className={styles.actions}>
        <PrimaryButton onClick={onAnother}>{t('reservations.confirm.another')}</PrimaryButton>
        <a className={styles.link} href={`#${MY_RESERVATIONS_ID}`}>{t('reservations.confirm.see')}</a>
      </div>
    </Card>
  );
}
