import type { ApplyAsCourierInput, CourierAvailability, CourierVehicle } from '../../../graphql/couriers.generated';
import { isPhoneNumber, phoneDigits } from '../../../shared/lib/forms/phone';

export const VEHICLES: ReadonlyArray<CourierVehicle> = ['bicycle', 'e_bike', 'scooter', 'motorcycle', 'car'];
export const AVAILABILITIES: ReadonlyArray<CourierAvailability> = ['full_time', 'part_time', 'evenings', 'weekends'];

/** The api's limits (docs/content.md, courier applications). */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const CITY_MAX = 100;
export const NOTE_MAX = 1000;

export interface CourierFormValues {
  name: string;
  phone: string;
  city: string;
  vehicle: CourierVehicle | '';
  availability: CourierAvailability | '';
  note: string;
}

export type CourierField = keyof CourierFormValues;

const FIELDS: ReadonlyArray<CourierField> = ['name', 'phone', 'city', 'vehicle', 'availability', 'note'];

export const emptyCourierForm: CourierFormValues = { name: '', phone: '', city: '', vehicle: '', availability: '', note: '' };

/**
 * The api's rules, checked before the call; values are keys of the `errors` namespace (the seller
 * application's messages): a name of 2..100 characters, a phone of 7..15 digits, a city of at most
 * 100, a vehicle, an availability, a note of at most 1000.
 */
export function validateCourierForm(values: CourierFormValues): Partial<Record<CourierField, string>> {
  const errors: Partial<Record<CourierField, string>> = {};
  const name = [...values.name.trim()].length;
  if (!name) errors.name = 'required';
  else if (name < NAME_MIN || name > NAME_MAX) errors.name = 'nameLength';
  if (!values.phone.trim()) errors.phone = 'phoneRequired';
  else if (!isPhoneNumber(values.phone)) errors.phone = 'phoneInvalid';
  const city = [...values.city.trim()].length;
  if (!city) errors.city = 'required';
  else if (city > CITY_MAX) errors.city = 'cityMax';
  if (!values.vehicle) errors.vehicle = 'required';
  if (!values.availability) errors.availability = 'required';
  if ([...values.note.trim()].length > NOTE_MAX) errors.note = 'noteMax';
  return errors;
}

/** The request: trimmed texts, the phone's digits, a blank note left out. */
export function toCourierInput(values: CourierFormValues): ApplyAsCourierInput {
  const note = values.note.trim();
  return {
    name: values.name.trim(),
    phone: phoneDigits(values.phone),
    city: values.city.trim(),
    vehicle: values.vehicle as CourierVehicle,
    availability: values.availability as CourierAvailability,
    ...(note ? { note } : {}),
  };
}

/** The api's field → the form's field, if it has one. */
export function courierFieldOf(param: string): CourierField | null {
  const field = param.split('.')[0] as CourierField;
  return FIELDS.includes(field) ? field : null;
}
