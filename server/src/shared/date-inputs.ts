/**
 * Dates as inputs: the one check of shape and range for every day, month and instant that reports,
 * receivables and the support desk take. Out of range is a ValidationError, never a database error.
 */
import { z } from 'zod';
import { EARLIEST_DAY, LATEST_DAY, isCalendarDay, isDayInRange, isInstantInRange } from './dhaka-days.ts';
import { ValidationError } from './errors.ts';

export const DATE_RANGE_MESSAGE = `Choose a date between ${EARLIEST_DAY} and ${LATEST_DAY}`;

/** A Dhaka calendar day written YYYY-MM-DD, real and within EARLIEST_DAY..LATEST_DAY. */
export const dayInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date like 2026-11-25', abort: true })
  .refine(isCalendarDay, { message: 'This date does not exist', abort: true })
  .refine(isDayInRange, DATE_RANGE_MESSAGE);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether `text` is a month written YYYY-MM within the range dates take. */
export function isMonthInRange(text: string): boolean {
  return MONTH.test(text) && isDayInRange(`${text}-01`);
}

/** A month written YYYY-MM within the range dates take. */
export const monthInput = z.string().refine(isMonthInRange, `Use a month like 2026-11, between ${EARLIEST_DAY.slice(0, 7)} and ${LATEST_DAY.slice(0, 7)}`);

/** An instant (a DateTime argument) on a Dhaka day within the range dates take. */
export const instantInput = z.date().refine(isInstantInRange, DATE_RANGE_MESSAGE);

/**
 * Checks instants given as GraphQL DateTime arguments (the scalar takes any year from 1 to 9999):
 * the first one out of range answers a ValidationError naming its field. Missing ones pass.
 */
export function checkInstants(instants: Record<string, Date | null | undefined>): void {
  const fields = Object.entries(instants)
    .filter(([, at]) => at && !isInstantInRange(at))
    .map(([field]) => ({ field, message: DATE_RANGE_MESSAGE }));
  if (fields.length > 0) throw new ValidationError(fields);
}
