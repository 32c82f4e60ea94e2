/**
 * What the fuzz test (fuzz-api.test.ts) found, each as the exact input it sent, kept as regression
 * tests: the answer is a 4xx or an error as data, never INTERNAL_SERVER_ERROR, and nothing is written.
 */
import { signInAs } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const CREATE_COUPON = 'mutation($input: CreateCouponInput!) { createCoupon(input: $input) { __typename ... on Error { code } } }';

describe('DateTime outside the years PostgreSQL stores', () => {
  it.each(['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z', '+010000-01-01T00:00:00Z'])(
    'refuses startsAt %s as invalid input and creates no coupon',
    async (startsAt) => {
      const input = { code: 'YEARZERO', discountType: 'FIXED', value: 38, startsAt };
      const { data, errors } = await t.graphql(CREATE_COUPON, { input }, { cookie: admin });
      expect(data).toBeUndefined();
      expect(errors?.map((e) => e.message)).toEqual([
        `Variable "$input" got invalid value "${startsAt}" at "input.startsAt"; DateTime must be between the years 1 and 9999`,
      ]);
      expect(errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
      expect(await t.db.prisma.coupon.count({ where: { code: 'YEARZERO' } })).toBe(0);
    },
  );

  it('still takes the first and the last instant of the range', async () => {
    for (const [code, startsAt] of [['YEARONE', '0001-01-01T00:00:00Z'], ['YEAR9999', '9999-12-31T23:59:59Z']] as const) {
      const { data } = await t.graphql(CREATE_COUPON, { input: { code, discountType: 'FIXED', value: 38, startsAt } }, { cookie: admin });
      expect(data?.createCoupon).toEqual({ __typename: 'MutationCreateCouponSuccess' });
      expect((await t.db.prisma.coupon.findUniqueOrThrow({ where: { code } })).startsAt?.toISOString()).toBe(new Date(startsAt).toISOString());
    }
  });
});
