// Contract of the courier applications: a signed-in customer applies to deliver
// (/dashboard/user/courier-application) and staff decide (/dashboard/staff/courier-applications/*).
// Lengths and the phone are checked by the service with the seller application's messages
// (modules/applications/rules.ts); the lengths are published as service bounds (http/schemas.ts).
import { Type } from 'typebox';
import {
  localeQuery, nullableString, pageOf, pageQuery, positiveId, rowDates, serviceBounds, stringEnum, successEnvelope,
} from '../../http/schemas';
import { COURIER_TEXTS, lengthBounds } from '../applications';
import { COURIER_APPLICATION_STATUSES } from './tables';

const bounded = (field: keyof typeof COURIER_TEXTS) => serviceBounds(lengthBounds(COURIER_TEXTS[field]));

export const COURIER_VEHICLES = ['bicycle', 'e_bike', 'scooter', 'motorcycle', 'car'] as const;
export const COURIER_AVAILABILITIES = ['full_time', 'part_time', 'evenings', 'weekends'] as const;
export const COURIER_DECISIONS = ['accepted', 'rejected'] as const;

export const CourierVehicle = stringEnum(COURIER_VEHICLES, 'CourierVehicle', 'How the courier would deliver: bicycle, e_bike, scooter, motorcycle or car.');
export const CourierAvailability = stringEnum(COURIER_AVAILABILITIES, 'CourierAvailability',
  'When the courier could work: full_time, part_time, evenings or weekends.');
export const CourierApplicationStatus = stringEnum(COURIER_APPLICATION_STATUSES, 'CourierApplicationStatus',
  'new (until staff decide), accepted or rejected.');
export const CourierDecision = stringEnum(COURIER_DECISIONS, 'CourierDecision', 'What staff decide: accepted or rejected.');

export const ApplyAsCourierBody = Type.Object({
  name: Type.String({ description: 'Full name, 2..100 characters once trimmed.', ...bounded('name') }),
  phone: Type.String({ description: 'Contact phone, 7..15 digits once other characters are dropped.' }),
  city: Type.String({ description: 'The city the courier would deliver in, at most 100 characters once trimmed.', ...bounded('city') }),
  vehicle: CourierVehicle,
  availability: CourierAvailability,
  note: Type.Optional(nullableString('Anything to add (plain text), at most 1000 characters; blank or null: none.', bounded('note'))),
}, { title: 'ApplyAsCourier', description: 'An application to deliver for the restaurant.' });

export const CourierApplication = Type.Object({
  id: Type.Integer({ description: 'Id of the application.' }),
  user_id: Type.Integer({ description: 'The customer who applied.' }),
  status: CourierApplicationStatus,
  name: Type.String({ description: 'Full name, as sent (trimmed).' }),
  phone: Type.String({ description: 'Contact phone, digits only.' }),
  city: Type.String({ description: 'City, as sent (trimmed).' }),
  vehicle: CourierVehicle,
  availability: CourierAvailability,
  note: nullableString('The applicant\'s note (plain text), or null.'),
  answer: nullableString('Staff\'s answer when they decided (plain text), or null.'),
  decided_at: nullableString('When staff decided, `Y-m-d H:i:sZ` (UTC); null while new.'),
  ...rowDates('When it was sent'),
}, { title: 'CourierApplication', description: 'A customer\'s application to deliver, with its status.' });

export const SetCourierApplicationStatusBody = Type.Object({
  status: CourierDecision,
  answer: Type.Optional(nullableString('A note for the applicant (plain text), at most 500 characters; blank or null: none.', bounded('answer'))),
}, { title: 'SetCourierApplicationStatus', description: 'Staff\'s decision on a new application.' });

export const StaffCourierApplicationsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  status: Type.Optional(CourierApplicationStatus),
});
export const CourierApplicationParams = Type.Object({ id: positiveId('Id of a courier application; an unknown one → 404.') });

export const CourierApplicationResponse = successEnvelope('CourierApplicationResponse', CourierApplication, 'A courier application.');
export const CourierApplicationPage = pageOf('CourierApplicationPage', CourierApplication, 'A page of courier applications.',
  'Applications, newest first.');
