import type { ApplyAsCourierInput, CourierAvailability, CourierVehicle } from '../../../graphql/couriers.generated';
import { LIMITS } from '../../../graphql/limits.generated';
import { isPhoneNumber, phoneDigits } from '../../../shared/lib/forms/phone';

export const VEHICLES: ReadonlyArray<CourierVehicle> = ['bicycle', 'e_bike', 'scooter', 'motorcycle', 'car'];
export const AVAILABILITIES: ReadonlyArray<CourierAvailability> = ['full_time', 'part_time', 'evenings', 'weekends'];

/** The api's limits of each field, from its contract. */
export const COURIER_LIMITS = LIMITS.applyAsCourier;

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
 * application's messages): a name, a city and a note within COURIER_LIMITS, a phone of 7..15
 * digits, a vehicle, an availability.
 */
export function validateCourierForm(values: CourierFormValues): Partial<Record<CourierField, string>> {
  const errors: Partial<Record<CourierField, string>> = {};
  const name = [...values.name.trim()].length;
  if (!name) errors.name = 'required';
  else if (name < COURIER_LIMITS.name.minLength || name > COURIER_LIMITS.name.maxLength) errors.name = 'nameLength';
  if (!values.phone.trim()) errors.phone = 'phoneRequired';
  else if (!isPhoneNumber(values.phone)) errors.phone = 'phoneInvalid';
  const city = [...values.city.trim()].length;
  if (!city) errors.city = 'required';
  else if (city > COURIER_LIMITS.city.maxLength) errors.city = 'cityMax';
  if (!values.vehicle) errors.vehicle = 'required';
  if (!values.availability) errors.availability = 'required';
  if ([...values.note.trim()].length > COURIER_LIMITS.note.maxLength) errors.note = 'noteMax';
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
