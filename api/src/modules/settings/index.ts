// The settings module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { CurrencyPosition } from './schemas';
export { settings } from './tables';
export {
  acceptedPaymentTypes, isPaymentType, PAYMENT_TYPES, paymentSystemId, type PaymentType, paymentView,
} from './payment-types';
export { settingsModule } from './module';
export { createSettingsService } from './service';
