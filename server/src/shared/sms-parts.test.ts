import { smsParts } from './sms-parts.ts';

describe('smsParts', () => {
  it('counts GSM 7-bit texts in 160s, then 153s, extension characters as two', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'GSM_7BIT', length: 160, parts: 1 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'GSM_7BIT', length: 161, parts: 2 });
    expect(smsParts('a'.repeat(306)).parts).toBe(2);
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
    expect(smsParts('{'.repeat(80))).toEqual({ encoding: 'GSM_7BIT', length: 160, parts: 1 });
    expect(smsParts('€'.repeat(81)).parts).toBe(2);
  });

  it('counts Bangla (and any character outside GSM) as UCS-2: 70, then 67 a part', () => {
    expect(smsParts('ক'.repeat(70))).toEqual({ encoding: 'UCS2', length: 70, parts: 1 });
    expect(smsParts('ক'.repeat(71)).parts).toBe(2);
    expect(smsParts('ক'.repeat(134)).parts).toBe(2);
    expect(smsParts('ক'.repeat(135)).parts).toBe(3);
    // One Bangla letter (or a curly quote, or ৳) makes the whole English text UCS-2.
    expect(smsParts(`${'a'.repeat(100)}৳`)).toEqual({ encoding: 'UCS2', length: 101, parts: 2 });
    expect(smsParts('Order “123”').encoding).toBe('UCS2');
  });
});
