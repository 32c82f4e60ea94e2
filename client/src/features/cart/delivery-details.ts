import { z } from 'zod';

/** Bangladeshi mobile numbers: 01 and nine more digits, optionally written with +880 / 880. */
const BD_MOBILE = /^(?:\+?880|0)1[3-9]\d{8}$/;

/** The checkout's delivery details; messages shown next to the fields. */
export const deliveryDetailsSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(2, 'Name is required'),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(10, 'Invalid phone number')
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(BD_MOBILE, 'Invalid phone number')),
  address: z.string({ error: 'Address is required' }).trim().min(10, 'Please give the full address (house, road, area)'),
  district: z.string({ error: 'District is required' }).trim().min(2, 'District is required'),
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});

export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;
