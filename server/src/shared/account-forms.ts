/**
 * Account form rules shared by the server and the storefront (the client imports them as
 * `#shared/account-forms.ts`), with the seed's messages verbatim (seed §5). Like everything in this
 * folder that the client imports, it imports nothing but zod. Server-side checks that go further
 * (a real Bangladeshi mobile number, a unique email) live in the accounts services.
 */
import { z } from 'zod';

/** The forms a reCAPTCHA v3 token may be minted for; a token is only good for its own action. */
export type CaptchaAction = 'login' | 'register' | 'otp';

export const HSC_BATCH_OPTIONS = ['HSC 2024', 'HSC 2025', 'HSC 2026', 'Others'] as const;

export const MESSAGES = {
  credRequired: 'Phone or email is required',
  minSix: 'Minimum 6 characters required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  batchRequired: 'HSC Batch is required',
} as const;

/** The seed's default message for a field without a rule of its own. */
export const notValid = (field: string) => `${field} is not valid.`;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Sign-in: phone or email plus password (seed §5 login schema). */
export const loginSchema = z.object({
  cred: z.string({ error: MESSAGES.credRequired }).trim().min(6, MESSAGES.credRequired),
  password: z.string({ error: MESSAGES.minSix }).min(6, MESSAGES.minSix),
});

/** The profile-completion dialog (seed §5 profile update). */
export const profileCompletionSchema = z.object({
  phone: required(MESSAGES.phoneRequired).pipe(z.string().min(10, MESSAGES.phoneInvalid)),
  hsc_batch: required(MESSAGES.batchRequired)
    .pipe(z.string().min(6, MESSAGES.minSix))
    .pipe(z.enum(HSC_BATCH_OPTIONS, { error: notValid('HSC Batch') })),
});

export const passwordSchema = z.string({ error: MESSAGES.minSix }).min(6, MESSAGES.minSix).max(128, 'Maximum 128 characters');

/**
 * Creating an account: a name, a phone number (the one-time code that finishes the sign-up goes to it),
 * an optional email, a password.
 */
export const signUpSchema = z.object({
  name: required('Name is required').pipe(z.string().max(100, 'Maximum 100 characters')),
  phone: required(MESSAGES.phoneRequired),
  email: z.string().trim().max(254, 'Invalid email address').optional(),
  password: passwordSchema,
  hscBatch: z.enum(HSC_BATCH_OPTIONS, { error: notValid('HSC Batch') }).optional(),
});

/** Editing the profile page: every field optional, the same rules when present. */
export const profileSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Maximum 100 characters').optional(),
  phone: z.string().trim().min(10, MESSAGES.phoneInvalid).optional(),
  email: z.string().trim().optional(),
  hscBatch: z.enum(HSC_BATCH_OPTIONS, { error: notValid('HSC Batch') }).optional(),
});
