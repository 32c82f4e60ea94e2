/**
 * A phone typed in Bangla digits (০১৭…) is the same number everywhere a phone is typed: signing in,
 * checkout, saved addresses and counter sales (the support desk's search: support.test.ts). They all
 * use the one normalisation in shared/phone.ts.
 */
import { randomUUID } from 'node:crypto';
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createBook, productGlobalId } from '../../../test/catalog-fixtures.ts';
import { cartNet, fillCart } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('signs in with the phone written in Bangla digits', async () => {
  const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on MutationSignInSuccess { data { name } } } }`;
  const { data } = await t.graphql(SIGN_IN, { input: { cred: '০১৭০০০০০০০৩', password: 'customer123' } });
  expect(data!.signIn).toEqual({ __typename: 'MutationSignInSuccess', data: { name: 'Demo Customer' } });
  const spaced = await t.graphql(SIGN_IN, { input: { cred: '+৮৮০ ১৭০০-০০০০০৩', password: 'customer123' } });
  expect(spaced.data!.signIn.__typename).toBe('MutationSignInSuccess');
});

it('places an order and saves an address with the phone in Bangla digits, kept as 01XXXXXXXXX', async () => {
  const { token, userId } = await newCustomer(t, 'bangla-digits');
  const book = await createBook(t.db.prisma, { title: 'Bangla Digits Book', price: taka(300), stock: 5 });
  await fillCart(t, userId, [{ productId: book.id }]);
  const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
    ... on MutationPlaceOrderSuccess { order { phone } } ... on ValidationError { fields { field message } } } }`;
  const input = {
    idempotencyKey: randomUUID(),
    paymentMethod: 'COD',
    deliveryPlace: 'DHAKA',
    name: 'Karim',
    phone: '০১৮১১-২২৩৩৪৪',
    address: 'House 3, Road 4, Dhanmondi',
    district: 'Dhaka',
    expectedNetPoisha: await cartNet(t, userId),
  };
  const placed = await t.graphql(PLACE, { input }, { cookie: token });
  expect(placed.data!.placeOrder).toEqual({ __typename: 'MutationPlaceOrderSuccess', order: { phone: '01811223344' } });

  const SAVE = `mutation($input: SaveAddressInput!) { saveAddress(input: $input) { __typename
    ... on MutationSaveAddressSuccess { data { phone } } ... on ValidationError { fields { field message } } } }`;
  const saved = await t.graphql(SAVE, { input: { name: 'Karim', phone: '+৮৮০ ১৮১১ ২২৩৩৪৪', address: 'House 3, Road 4, Dhanmondi', district: 'ঢাকা' } }, { cookie: token });
  expect(saved.data!.saveAddress).toEqual({ __typename: 'MutationSaveAddressSuccess', data: { phone: '01811223344' } });
});

it('sells at the counter to a phone typed in Bangla digits, linked to its account', async () => {
  const admin = await signInAs(t, 'admin');
  const outletCode = `ctr-${randomUUID().slice(0, 8)}`;
  await t.db.prisma.outlet.create({ data: { code: outletCode, name: 'Bangla digits counter', address: 'Nilkhet, Dhaka' } });
  const customer = await t.db.prisma.user.create({ data: { name: 'Karim Counter', phone: '01812345678' } });
  const book = await createBook(t.db.prisma, { title: 'Counter Digits Book', price: taka(450), stock: 5 });
  const PLACE = `mutation($input: PlaceCounterOrderInput!) { placeCounterOrder(input: $input) { __typename
    ... on MutationPlaceCounterOrderSuccess { order { id phone } } ... on ValidationError { fields { field message } } } }`;
  const input = { idempotencyKey: randomUUID(), outletCode, payment: 'CASH', phone: '০১৮১২ ৩৪৫৬৭৮', lines: [{ productId: productGlobalId(book), quantity: 1 }], expectedNetPoisha: taka(450) };
  const { data } = await t.graphql(PLACE, { input }, { cookie: admin });
  expect(data!.placeCounterOrder).toMatchObject({ __typename: 'MutationPlaceCounterOrderSuccess', order: { phone: '01812345678' } });
  const order = await t.db.prisma.order.findFirstOrThrow({ where: { phone: '01812345678', channel: 'COUNTER' } });
  expect(order.customerId).toBe(customer.id);
});
