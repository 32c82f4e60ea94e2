import { builder } from '../builder.ts';
import { formatTaka } from './money.ts';

/** An amount of money: `amount` in poisha (integer minor units) and the same amount formatted in Taka. */
export const MoneyRef = builder.objectRef<number>('Money').implement({
  description: 'An amount of Bangladeshi Taka. `amount` is in poisha (1/100 Taka), always an integer.',
  fields: (t) => ({
    amount: t.int({ description: 'Poisha (minor units).', resolve: (poisha) => poisha }),
    formatted: t.string({ description: 'For display, e.g. "৳1,250".', resolve: (poisha) => formatTaka(poisha) }),
  }),
});
