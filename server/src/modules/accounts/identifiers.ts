/**
 * Phone numbers and emails as the shop stores them. Bangladeshi mobile numbers are kept in their
 * 11-digit national form (01XXXXXXXXX) whatever way they were typed (+880…, 880…, spaces, dashes).
 */
const BD_MOBILE = /^01[3-9]\d{8}$/;

/** The 11-digit national form of a Bangladeshi mobile number, or null when it is not one. */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('880')) digits = digits.slice(2);
  return BD_MOBILE.test(digits) ? digits : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A trimmed, lower-case email address, or null when it does not look like one. */
export function normalizeEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return EMAIL.test(email) && email.length <= 254 ? email : null;
}

/** What a sign-in credential names: a phone number or an email address. */
export function parseCredential(cred: string): { phone: string } | { email: string } | null {
  const phone = normalizePhone(cred);
  if (phone) return { phone };
  const email = normalizeEmail(cred);
  return email ? { email } : null;
}

/** The filter that finds the account whose verified identity this number is. */
export function verifiedPhoneHolder(phone: string) {
  return { phone, phoneVerifiedAt: { not: null } };
}
