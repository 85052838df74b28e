// Success envelope `{timestamp, status, message, data}` and the resource date format.

export function success<T>(data: T, message = 'success') {
  return { timestamp: new Date().toISOString(), status: true, message, data };
}

/** Resource dates are `"Y-m-d H:i:sZ"` (UTC), as in Foodyman backends. */
export function resourceDate(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}Z`;
}
