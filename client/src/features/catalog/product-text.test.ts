import { saving } from './product-text.ts';

describe('saving', () => {
  it('is the amount and whole percent below the compare-at price', () => {
    expect(saving(75000, 100000)).toEqual({ amount: 25000, percent: 25 });
    expect(saving(80000, 120000)).toEqual({ amount: 40000, percent: 33 });
  });

  it('is null without a higher compare-at price', () => {
    expect(saving(100000, null)).toBeNull();
    expect(saving(100000, undefined)).toBeNull();
    expect(saving(100000, 100000)).toBeNull();
    expect(saving(100000, 90000)).toBeNull();
  });
});
