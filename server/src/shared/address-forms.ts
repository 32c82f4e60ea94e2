/**
 * Delivery address rules shared by checkout, the profile's saved addresses and the server's
 * saveAddress (the client imports them as `#shared/address-forms.ts`). Imports nothing but zod, the district list
 * and the phone normalisation.
 */
import { z } from 'zod';
import { findDistrict } from './districts.ts';
import { normalizePhone } from './phone.ts';

/** How many addresses one customer may keep. */
export const MAX_SAVED_ADDRESSES = 10;

const addressFields = {
  name: z.string({ error: 'Name is required' }).trim().min(2, 'Name is required').max(100, 'At most 100 characters'),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(10, 'Invalid phone number')
    // A Bangladeshi mobile number however typed (+880, spaces, Bangla digits), kept as 01XXXXXXXXX.
    .transform((value, ctx) => normalizePhone(value) ?? (ctx.addIssue({ code: 'custom', message: 'Invalid phone number' }), z.NEVER)),
  address: z
    .string({ error: 'Address is required' })
    .trim()
    .min(10, 'Please give the full address (house, road, area)')
    .max(500, 'At most 500 characters'),
  // One of the 64 districts (English or Bangla name); kept as its English name.
  district: z
    .string({ error: 'District is required' })
    .trim()
    .min(1, 'District is required')
    .max(60, 'Choose your district from the list')
    .transform((value, ctx) => findDistrict(value)?.name ?? (ctx.addIssue({ code: 'custom', message: 'Choose your district from the list' }), z.NEVER)),
};

/** The checkout's delivery details; messages shown next to the fields. */
export const deliveryDetailsSchema = z.object({
  ...addressFields,
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});

export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

/** An address kept on the profile: the delivery details and what the customer calls it. */
export const savedAddressSchema = z.object({
  label: z.string().trim().max(40, 'At most 40 characters').optional(),
  ...addressFields,
});

export type SavedAddressDetails = z.infer<typeof savedAddressSchema>;
