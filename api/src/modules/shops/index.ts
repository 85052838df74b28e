// The shops module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export {
  DeliveryTime, DeliveryTimeType, Location, PaymentSystem, PaymentType, Shop, ShopResponse, ShopTranslation, ShopType,
} from './schemas';
export { closedDatesTable, shopClosedDates, shops, shopTranslations, shopWorkingDays, weekHoursTable } from './tables';
export { parseShopSearch } from './discovery';
export {
  clock, DAY_MINUTES, type DayHours, hoursOn, isCalendarDay, isOpenAt, localNow, momentOf, shiftDay, type ShopSchedule, zoneOf,
} from './hours';
export { mainShopRow } from './main-shop';
export { shopsModule, type ShopsModuleOptions, shopsPort } from './module';
export { createShopsService, type ShopFigures, type ShopRatingFields, type ShopsService } from './service';
