/**
 * Phone numbers and emails as the shop stores them. Bangladeshi mobile numbers are kept in their
 * 11-digit national form (01XXXXXXXXX) whatever way they were typed (+880…, 880…, spaces, dashes,
 * Bangla digits): the normalisation lives in shared/phone.ts, where the client's forms use it too.
 */
import { normalizePhone } from '../../shared/phone.ts';

export { normalizePhone };

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
