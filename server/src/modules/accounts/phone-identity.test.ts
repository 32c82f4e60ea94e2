/**
 * The attack of issue 17: a number typed into a profile, never confirmed by its code, must neither sign
 * in nor block its real owner; a changed number takes effect only when its code comes back.
 */
import { lastCodeTo, registerCustomer, signInAs, unusedPhone } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashPassword } from './passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename
  ... on MutationUpdateProfileSuccess { data { phone pendingPhone phoneVerified } }
  ... on Error { message } } }`;
const VERIFY = `mutation($code: String!) { verifyPhone(input: { code: $code }) { __typename
  ... on MutationVerifyPhoneSuccess { data { phone pendingPhone phoneVerified } }
  ... on Error { message } } }`;

async function signInStatus(cred: string, password: string) {
  const response = await t.rest('POST', '/api/auth/login', { cred, password }, { ip: `198.19.${Math.floor(Math.random() * 250)}.1` });
  return response.status;
}

async function smsTo(phone: string) {
  return (await t.db.prisma.smsMessage.findFirstOrThrow({ where: { to: phone }, orderBy: { createdAt: 'desc' } })).body;
}

describe("claiming someone else's phone number", () => {
  it('a number put on a profile waits for its code: it does not sign in, and its owner signs up with it and keeps it', async () => {
    const attacker = await registerCustomer(t, { name: 'Mallory', phone: unusedPhone(), password: 'mallory1' });
    const victimPhone = unusedPhone();
    const claimed = await t.graphql(UPDATE, { input: { phone: victimPhone } }, { cookie: attacker.token });
    const attackerPhone = (await t.db.prisma.user.findUniqueOrThrow({ where: { id: attacker.userId } })).phone;
    expect(claimed.data!.updateProfile).toEqual({
      __typename: 'MutationUpdateProfileSuccess',
      data: { phone: attackerPhone, pendingPhone: victimPhone, phoneVerified: true },
    });
    // The code went to the number's owner, not to the attacker.
    expect(await smsTo(victimPhone)).toMatch(/code to confirm this phone number is \d{6}/);
    expect(await signInStatus(victimPhone, 'mallory1')).toBe(401);
    expect(await signInStatus(attackerPhone!, 'mallory1')).toBe(200);

    // The owner is texted a sign-up code (not "you already have an account") and the account is theirs.
    const victim = await registerCustomer(t, { name: 'Owner', phone: victimPhone, password: 'owner123' });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: victim.userId } })).phone).toBe(victimPhone);
    expect(await signInStatus(victimPhone, 'owner123')).toBe(200);
    // The attacker's waiting number can no longer be confirmed: another account verified it.
    const code = await lastCodeTo(t, victimPhone);
    const late = await t.graphql(VERIFY, { code }, { cookie: attacker.token });
    expect(late.data!.verifyPhone.__typename).not.toBe('MutationVerifyPhoneSuccess');
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: attacker.userId } })).phone).toBe(attackerPhone);
  });

  it('a number held unverified by another account never blocks its owner: sign-up takes it and the audit log says so', async () => {
    const phone = unusedPhone();
    const squatter = await t.db.prisma.user.create({ data: { name: 'Squatter', phone, passwordHash: await hashPassword('squat123') } });
    expect(await signInStatus(phone, 'squat123')).toBe(401);

    const sent = await t.rest('POST', '/api/auth/register', { name: 'Owner', phone, password: 'owner123' }, { ip: '198.18.7.7' });
    expect(sent.status).toBe(202);
    expect(await smsTo(phone)).toMatch(/sign-up code is \d{6}/);
    const created = await t.rest('POST', '/api/auth/register', { name: 'Owner', phone, password: 'owner123', code: await lastCodeTo(t, phone) });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ phone, phone_verified: true });

    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: squatter.id } })).phone).toBeNull();
    const released = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'auth.phone_released', targetId: squatter.id } });
    expect(released.details).toMatchObject({ phone });
    expect(await signInStatus(phone, 'owner123')).toBe(200);
  });
});

describe('changing the phone number on the profile', () => {
  it('keeps the verified number as the identity until the new one is confirmed by its code', async () => {
    const oldPhone = unusedPhone();
    const newPhone = unusedPhone();
    const { token } = await registerCustomer(t, { name: 'Mover', phone: oldPhone, password: 'mover123' });
    const asked = await t.graphql(UPDATE, { input: { phone: newPhone } }, { cookie: token });
    expect(asked.data!.updateProfile.data).toEqual({ phone: oldPhone, pendingPhone: newPhone, phoneVerified: true });
    expect(await signInStatus(oldPhone, 'mover123')).toBe(200);
    expect(await signInStatus(newPhone, 'mover123')).toBe(401);

    const code = await lastCodeTo(t, newPhone);
    const wrong = await t.graphql(VERIFY, { code: code === '000000' ? '111111' : '000000' }, { cookie: token });
    expect(wrong.data!.verifyPhone).toEqual({ __typename: 'CodeInvalidError', message: 'The code is not correct.' });
    expect((await t.graphql(`{ viewer { phone pendingPhone } }`, {}, { cookie: token })).data!.viewer).toEqual({ phone: oldPhone, pendingPhone: newPhone });

    const confirmed = await t.graphql(VERIFY, { code }, { cookie: token });
    expect(confirmed.data!.verifyPhone).toEqual({ __typename: 'MutationVerifyPhoneSuccess', data: { phone: newPhone, pendingPhone: null, phoneVerified: true } });
    expect(await signInStatus(newPhone, 'mover123')).toBe(200);
    expect(await signInStatus(oldPhone, 'mover123')).toBe(401);
  });

  it("refuses a number another account verified, changing nothing and texting nobody", async () => {
    const cookie = await signInAs(t, 'fresh');
    const before = await t.db.prisma.smsMessage.count({ where: { to: '01700000003' } });
    const { data } = await t.graphql(UPDATE, { input: { phone: '01700000003' } }, { cookie });
    expect(data!.updateProfile).toEqual({ __typename: 'ValidationError', message: expect.any(String) });
    expect(await t.db.prisma.smsMessage.count({ where: { to: '01700000003' } })).toBe(before);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'fresh@pathagar.test' } })).pendingPhone).toBeNull();
  });
});
