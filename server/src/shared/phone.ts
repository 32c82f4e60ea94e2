/**
 * Bangladeshi mobile numbers as the shop stores them: the 11-digit national form (01XXXXXXXXX),
 * whatever way they were typed (+880…, 880…, spaces, dashes, brackets, Bangla digits ০–৯). The one
 * normalisation every phone input uses, on the server (sign-in, sign-up, checkout, counter sales,
 * the support desk) and in the client's forms (imported as `#shared/phone.ts`). Imports nothing.
 */
const BD_MOBILE = /^01[3-9]\d{8}$/;
const BANGLA_ZERO = 0x09e6;
const BANGLA_DIGIT = /[\u09E6-\u09EF]/g;

/** `text` with Bangla digits (০–৯) written as ASCII digits; everything else unchanged. */
export function asciiDigits(text: string): string {
  return text.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));
}

/** The 11-digit national form of a Bangladeshi mobile number, or null when it is not one. */
export function normalizePhone(input: string): string | null {
  let digits = asciiDigits(input).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('880')) digits = digits.slice(2);
  return BD_MOBILE.test(digits) ? digits : null;
}
