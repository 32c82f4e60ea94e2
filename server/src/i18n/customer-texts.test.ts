/**
 * Issue 35 item 4: every text message a customer gets, in Bangla and in English, with the parts an
 * operator bills for it (Bangla goes as UCS-2: 70 characters in one part, 67 a part after that); the
 * one-time codes in one part in both languages; and each text in the customer's own language.
 */
import { randomUUID } from 'node:crypto';
import { lastCodeTo, registerCustomer, unusedPhone } from '../../test/accounts.ts';
import { createBook } from '../../test/catalog-fixtures.ts';
import { fillCart, placeCart } from '../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { latestSmsTo } from '../modules/accounts/integrations/sms.ts';
import { readAreas, splitByAudience } from '../shared/i18n/catalogs.ts';
import type { MessageId } from '../shared/i18n/compiled/ids.ts';
import type { Locale } from '../shared/i18n/locale.ts';
import { taka } from '../shared/money.ts';
import { smsParts } from '../shared/sms-parts.ts';
import { smsMoney } from './sms-money.ts';
import { translate } from './translate.ts';

/** Values as long as real ones: the shop's name, a code, an order number, a courier, a tracking link. */
const SAMPLE = (locale: Locale) => ({
  shop: 'Pathagar',
  code: '482913',
  number: 'PG-2026-000123',
  total: smsMoney(125_050, locale),
  minutes: locale === 'bn' ? '৩০' : '30',
  courier: 'Steadfast',
  cod: smsMoney(125_050, locale),
  url: 'https://pathagar.com.bd/tracking/SFC123456789',
  amount: smsMoney(125_050, locale),
  discount: locale === 'bn' ? '১৫% ছাড়, সর্বোচ্চ ৳২০০' : '15% off, up to Tk 200',
  date: locale === 'bn' ? '২৮ ডিসেম্বর, ২০২৬' : '28 Dec 2026',
  percent: locale === 'bn' ? '১৫' : '15',
  cap: smsMoney(20_000, locale),
});

/** Parts billed for each text (English, Bangla). A text that grows past these fails here first. */
const PARTS: Record<string, [en: number, bn: number]> = {
  'sms.code.signUp': [1, 1],
  'sms.code.verifyPhone': [1, 1],
  'sms.code.confirmPhone': [1, 1],
  'sms.code.resetPassword': [1, 1],
  'sms.reset.noAccount': [2, 3],
  'sms.signUp.accountExists': [2, 3],
  'sms.order.placedFree': [1, 2],
  'sms.order.placedCod': [1, 2],
  'sms.order.saved': [1, 2],
  'sms.counter.thanks': [1, 2],
  'sms.shipment.handedOver': [1, 2],
  'sms.shipment.handedOverCod': [1, 3],
  'sms.shipment.delivered': [1, 2],
  'sms.shipment.notDelivered': [2, 3],
  'sms.coupon.issued': [1, 2],
  'sms.coupon.fixed': [1, 1],
  'sms.coupon.percent': [1, 1],
  'sms.coupon.percentCapped': [1, 1],
  'sms.payment.link': [1, 2],
  'sms.payment.received': [1, 1],
  'sms.refund.gateway': [1, 2],
  'sms.refund.cash': [1, 1],
};

describe('the text messages, in both languages', () => {
  const ids = Object.keys(splitByAudience(readAreas('en')).server) as MessageId[];

  it('lists every text the server sends', () => {
    expect([...ids].sort()).toEqual(Object.keys(PARTS).sort());
  });

  it.each(Object.keys(PARTS))('%s: its parts in English and in Bangla', (id) => {
    const parts = (['en', 'bn'] as const).map((locale) => smsParts(translate(locale, id as MessageId, SAMPLE(locale))));
    expect(parts.map((p) => p.encoding)).toEqual(['GSM_7BIT', 'UCS2']);
    expect(parts.map((p) => p.parts)).toEqual(PARTS[id]);
  });

  it('writes Bangla texts with Bangla digits in amounts, English ones with “Tk” (the Taka sign would make them UCS-2), and the code in Latin digits (phones fill in only 0–9 codes)', () => {
    const text = translate('bn', 'sms.code.signUp', { shop: 'Pathagar', code: '482913' });
    expect(text).toBe('Pathagar: আপনার সাইন-আপ কোড 482913। মেয়াদ ১০ মিনিট।');
    expect(translate('bn', 'sms.order.placedCod', SAMPLE('bn'))).toContain('৳১,২৫০.৫০');
    expect(translate('en', 'sms.order.placedCod', SAMPLE('en'))).toBe('Your order PG-2026-000123 is placed. Total Tk 1,250.50, cash on delivery. Thank you!');
  });
});

describe('each text in the customer’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('sends the sign-up code in the language of the screen asking for it, in one part, and the new account keeps that language', async () => {
    const phone = unusedPhone();
    const details = { name: 'Rina Akter', phone, password: 'long-enough-password' };
    const sent = await t.rest('POST', '/api/auth/register', details, { ip: '198.18.40.1', acceptLanguage: 'bn-BD,bn;q=0.9,en;q=0.5' });
    expect(sent.status).toBe(202);
    const sms = await latestSmsTo(t.db.prisma, phone);
    expect(sms!.body).toMatch(/^Pathagar: আপনার সাইন-আপ কোড \d{6}। মেয়াদ ১০ মিনিট।$/);
    expect(smsParts(sms!.body)).toMatchObject({ encoding: 'UCS2', parts: 1 });
    const code = await lastCodeTo(t, phone);
    const created = await t.rest('POST', '/api/auth/register', { ...details, code }, { ip: '198.18.40.1', acceptLanguage: 'bn' });
    expect(created.status).toBe(201);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { phone } })).language).toBe('bn');
  });

  it('follows the language cookie over Accept-Language, and English when neither names Bangla', async () => {
    const bangla = unusedPhone();
    await t.rest('POST', '/api/auth/register', { name: 'A', phone: bangla, password: 'long-enough-password' }, { ip: '198.18.40.2', cookie: 'lang=bn', acceptLanguage: 'en' });
    expect((await latestSmsTo(t.db.prisma, bangla))!.body).toContain('সাইন-আপ কোড');
    const english = unusedPhone();
    await t.rest('POST', '/api/auth/register', { name: 'B', phone: english, password: 'long-enough-password' }, { ip: '198.18.40.3', acceptLanguage: 'fr' });
    expect((await latestSmsTo(t.db.prisma, english))!.body).toMatch(/^Pathagar: your sign-up code is \d{6}\. It expires in 10 minutes\.$/);
  });

  it('texts order updates in the account’s language, whatever number the parcel goes to and whoever triggers it', async () => {
    const { userId } = await registerCustomer(t, { name: 'Bangla Reader', phone: unusedPhone(), password: 'long-enough-password' });
    await t.db.prisma.user.update({ where: { id: userId }, data: { language: 'bn' } });
    const book = await createBook(t.db.prisma, { title: `Texted ${randomUUID()}`, price: taka(1250), stock: 3 });
    await fillCart(t, userId, [{ productId: book.id }]);
    const deliveryPhone = unusedPhone();
    const order = await placeCart(t, userId, { phone: deliveryPhone });
    const sms = await latestSmsTo(t.db.prisma, deliveryPhone);
    expect(sms!.body).toBe(`আপনার অর্ডার ${order.number} নেওয়া হয়েছে। মোট ${smsMoney(order.netTotal, 'bn')}, ক্যাশ অন ডেলিভারি। ধন্যবাদ!`);
    expect(sms!.body).toMatch(/৳[০-৯,]+/);

    await t.db.prisma.user.update({ where: { id: userId }, data: { language: 'en' } });
    await fillCart(t, userId, [{ productId: book.id }]);
    const second = await placeCart(t, userId, { phone: deliveryPhone });
    expect((await latestSmsTo(t.db.prisma, deliveryPhone))!.body).toBe(`Your order ${second.number} is placed. Total ${smsMoney(second.netTotal, 'en')}, cash on delivery. Thank you!`);
  });
});
