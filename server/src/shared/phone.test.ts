import { deliveryDetailsSchema, savedAddressSchema } from './address-forms.ts';
import { likeLiteral } from './like-pattern.ts';
import { asciiDigits, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    '01700000003',
    '+8801700000003',
    '8801700000003',
    '+880 1700-000003',
    '(017) 0000.0003',
    // Bangla digits, alone or with the country code and separators, and mixed with ASCII ones.
    '০১৭০০০০০০০৩',
    '+৮৮০ ১৭০০-০০০০০৩',
    '৮৮০১৭০০০০০০০৩',
    '017০০০০০০০৩',
  ])('reads %p as 01700000003', (typed) => {
    expect(normalizePhone(typed)).toBe('01700000003');
  });

  it.each(['', '12345', '০১২০০০০০০০৩', '০১৭০০০০০০০', '০১৭০০০০০০০৩৩', '01700000003x', '٠١٧٠٠٠٠٠٠٠٣'])('refuses %p', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });

  it('turns only Bangla digits into ASCII', () => {
    expect(asciiDigits('PG-২০২৬-০০০০১২ বই')).toBe('PG-2026-000012 বই');
  });
});

describe('the checkout and saved-address forms (shared with the client)', () => {
  const details = { name: 'Rahim', address: 'House 1, Road 2, Dhanmondi', district: 'Dhaka' };
  it.each([deliveryDetailsSchema, savedAddressSchema])('take a phone in Bangla digits and keep it as 01XXXXXXXXX', (schema) => {
    const parsed = schema.safeParse({ ...details, phone: '০১৮১১-২২৩৩৪৪' });
    expect(parsed.success && parsed.data.phone).toBe('01811223344');
    expect(schema.safeParse({ ...details, phone: '+880 1811 223344' }).data?.phone).toBe('01811223344');
    expect(schema.safeParse({ ...details, phone: '০১২১১২২৩৩৪৪' }).error?.issues).toEqual([expect.objectContaining({ path: ['phone'], message: 'Invalid phone number' })]);
  });
});

describe('likeLiteral', () => {
  it('escapes the wildcards and the escape character, and nothing else', () => {
    expect(likeLiteral('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(likeLiteral('Rahim উদ্দিন')).toBe('Rahim উদ্দিন');
  });
});
