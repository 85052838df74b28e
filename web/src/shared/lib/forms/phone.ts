/** Arabic-Indic and Persian digits → ASCII digits. */
export const asciiDigits = (value: string) => value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** A phone as the api keeps it: its digits only. */
export const phoneDigits = (value: string) => asciiDigits(value).replace(/\D/g, '');

/** The api's phone rule for applications and the profile: 7 to 15 digits ("The phone must be a number."). */
export const isPhoneNumber = (value: string) => /^\d{7,15}$/.test(phoneDigits(value));
