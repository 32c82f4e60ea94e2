/** Issue 35: an order's history in the customer's language (placed and each step from the catalogue; the server's words otherwise). */
import { activateLanguage } from '../../../test/languages.ts';
import { i18n, type MessageId, type MessageValues } from '../../i18n/i18n.ts';
import { historyLine } from './order-text.ts';

const t = (id: MessageId, values?: MessageValues) => i18n._(id, values);
afterEach(() => activateLanguage('en'));

describe('historyLine', () => {
  it.each([
    ['en', { type: 'PLACED', toStatus: 'PENDING_PAYMENT', customerText: 'Order placed' }, 'Order placed'],
    ['en', { type: 'STATUS_CHANGED', toStatus: 'SHIPPED', customerText: 'Handed to the courier' }, 'Handed to the courier'],
    ['bn', { type: 'PLACED', toStatus: 'PENDING_PAYMENT', customerText: 'Order placed' }, 'অর্ডার দেওয়া হয়েছে'],
    ['bn', { type: 'STATUS_CHANGED', toStatus: 'SHIPPED', customerText: 'Handed to the courier' }, 'কুরিয়ারের কাছে দেওয়া হয়েছে'],
    ['bn', { type: 'PAYMENT_RECEIVED', toStatus: null, customerText: 'Payment received: bKash' }, 'Payment received: bKash'],
    ['bn', { type: 'STATUS_CHANGED', toStatus: 'SOMETHING_NEW', customerText: 'A newer step' }, 'A newer step'],
  ] as const)('%s: %j → %s', (locale, event, line) => {
    activateLanguage(locale);
    expect(historyLine(event, t)).toBe(line);
  });
});
