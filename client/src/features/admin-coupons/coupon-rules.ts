/**
 * The rules a coupon carries (and every code of a bulk batch shares), as form text and back: zod
 * schemas with the messages staff see, the values of a saved coupon, and the API input they make.
 * Money is typed in Taka and sent in poisha; dates are whole days in Bangladesh time (UTC+6, no
 * daylight saving): a coupon starts at 00:00 of its first day and stops at 00:00 after its last.
 */
import { z } from 'zod';
import type { ProductKind } from '../catalog/list-filters.ts';
import { takaInputValue } from '../catalog-admin/money.ts';
import { optionalCount, optionalTaka, optionalText, requiredCount, requiredTaka } from '../catalog-admin/product-form.ts';

export type DiscountType = 'PERCENT' | 'FIXED';

/** The rule fields that are text boxes (the API's input field names). */
export const RULE_FIELDS = ['description', 'value', 'maxDiscount', 'minOrder', 'startsAt', 'endsAt', 'usageLimit', 'perUserLimit'] as const;
export type RuleFieldName = (typeof RULE_FIELDS)[number];

/** The most uses a limit may allow (far above any campaign). */
export const MAX_USES = 1_000_000;
export const END_BEFORE_START_MESSAGE = 'The last day cannot be before the first day';

const DAY_MS = 24 * 60 * 60 * 1000;
const DHAKA_OFFSET = '+06:00';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DHAKA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' });

function optionalDay(label: string) {
  return z
    .string()
    .optional()
    .transform((text, issues) => {
      if (!text) return null;
      if (!DATE_PATTERN.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00${DHAKA_OFFSET}`))) {
        issues.addIssue({ code: 'custom', message: `Enter the ${label.toLowerCase()} as a date` });
        return z.NEVER;
      }
      return text;
    });
}

/** The schemas of the rule fields; the discount's box means percent or Taka depending on the type. */
export function ruleFieldSchemas(discountType: DiscountType) {
  return {
    description: optionalText('Description', 500),
    value:
      discountType === 'PERCENT'
        ? requiredCount('Percent off', 100, 1)
        : requiredTaka('Amount off').refine((poisha) => poisha > 0, 'Amount off must be more than zero'),
    maxDiscount: optionalTaka('Maximum discount').refine((poisha) => poisha !== 0, 'Maximum discount must be more than zero'),
    minOrder: optionalTaka('Minimum order'),
    startsAt: optionalDay('First day'),
    endsAt: optionalDay('Last day'),
    usageLimit: optionalCount('Total uses', MAX_USES, 1),
    perUserLimit: optionalCount('Uses per customer', MAX_USES, 1),
  };
}

type ParsedDays = { startsAt: string | null; endsAt: string | null };

/** Adds the "last day not before the first" rule, checked once both days have parsed (whatever else is wrong). */
export function withDayOrder<S extends z.ZodType<ParsedDays>>(schema: S) {
  return schema.superRefine(
    (values, issues) => {
      if (values.startsAt && values.endsAt && values.endsAt < values.startsAt) {
        issues.addIssue({ code: 'custom', path: ['endsAt'], message: END_BEFORE_START_MESSAGE });
      }
    },
    {
      when: ({ value }) => {
        const days = value as Partial<ParsedDays> | null;
        const parsed = (day: unknown) => typeof day === 'string' || day === null;
        return typeof days === 'object' && days !== null && parsed(days.startsAt) && parsed(days.endsAt);
      },
    },
  );
}

/** The start of a Bangladesh day ("2026-12-01") as an ISO instant. */
export function dayStart(day: string): string {
  return new Date(`${day}T00:00:00${DHAKA_OFFSET}`).toISOString();
}

/** The instant a coupon whose last day is `day` stops working: 00:00 of the next day. */
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00${DHAKA_OFFSET}`) + DAY_MS).toISOString();
}

/** The Bangladesh day ("2026-12-01") an instant falls on. */
export function dhakaDay(iso: string): string {
  return DHAKA_DAY.format(new Date(iso));
}

/** The last day a coupon works, from its end instant (the first instant it no longer works). */
export function lastDay(endsAt: string): string {
  return DHAKA_DAY.format(new Date(Date.parse(endsAt) - 1));
}

export type ParsedRules = ParsedDays & {
  description: string;
  value: number;
  maxDiscount: number | null;
  minOrder: number | null;
  usageLimit: number | null;
  perUserLimit: number | null;
};

/** What the controls outside the text boxes hold. */
export interface RuleChoices {
  discountType: DiscountType;
  kinds: readonly ProductKind[];
  sectionIds: readonly string[];
}

/** The rule fields of a create/update input: poisha, ISO instants, null for "none". */
export function rulesInput(values: ParsedRules, { discountType, kinds, sectionIds }: RuleChoices) {
  return {
    description: values.description,
    discountType,
    value: values.value,
    maxDiscount: discountType === 'PERCENT' ? values.maxDiscount : null,
    minOrder: values.minOrder ?? 0,
    startsAt: values.startsAt ? dayStart(values.startsAt) : null,
    endsAt: values.endsAt ? dayAfter(values.endsAt) : null,
    usageLimit: values.usageLimit,
    perUserLimit: values.perUserLimit,
    kinds: [...kinds],
    sectionIds: [...sectionIds],
  };
}

/** A saved coupon's rules as the API returns them. */
export interface SavedRules {
  description: string;
  discountType: string;
  value: number;
  maxDiscount: { amount: number } | null | undefined;
  minOrder: { amount: number };
  startsAt: string | null | undefined;
  endsAt: string | null | undefined;
  usageLimit: number | null | undefined;
  perUserLimit: number | null | undefined;
}

/** The text box values of saved rules, or the defaults of new ones (`usageLimit` e.g. "1" for a batch). */
export function ruleFormValues(rules: SavedRules | null, defaults: { usageLimit?: string } = {}): Record<RuleFieldName, string> {
  if (!rules) {
    return { description: '', value: '', maxDiscount: '', minOrder: '', startsAt: '', endsAt: '', usageLimit: defaults.usageLimit ?? '', perUserLimit: '' };
  }
  return {
    description: rules.description,
    value: rules.discountType === 'PERCENT' ? String(rules.value) : takaInputValue(rules.value),
    maxDiscount: takaInputValue(rules.maxDiscount?.amount),
    minOrder: rules.minOrder.amount ? takaInputValue(rules.minOrder.amount) : '',
    startsAt: rules.startsAt ? dhakaDay(rules.startsAt) : '',
    endsAt: rules.endsAt ? lastDay(rules.endsAt) : '',
    usageLimit: rules.usageLimit == null ? '' : String(rules.usageLimit),
    perUserLimit: rules.perUserLimit == null ? '' : String(rules.perUserLimit),
  };
}
