import { z } from 'zod';

export const CODE_MESSAGE = 'Enter the 6-digit code from the SMS';

/** The 6-digit code sent by SMS (password reset, phone verification). */
export const oneTimeCodeSchema = z.string({ error: CODE_MESSAGE }).trim().regex(/^\d{6}$/, CODE_MESSAGE);
