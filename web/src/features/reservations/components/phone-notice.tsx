import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../shared/ui/route-link';

/** The message for a customer without a phone number (a reservation needs one), with the way
 * to add one (the profile's details form). */
export function PhoneNotice() {
  const { t } = useTranslation();
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="phone-notice">
      <MessageBarBody>
        <MessageBarTitle>{t('phoneForReservation', { ns: 'errors' })}</MessageBarTitle>{' '}
        <RouteLink to="/profile" inline>{t('reservations.phone.add')}</RouteLink>
      </MessageBarBody>
    </MessageBar>
  );
}
