import { text } from 'node:stream/consumers';
import type { Database } from '../../../db/connect.ts';
import { openTestDatabase } from '../../../../test/test-database.ts';
import { listenOnLoopback } from './google-test-issuer.ts';
import {
  BulkSmsBdGateway,
  createSmsGateway,
  latestSmsTo,
  OutboxSmsGateway,
  sendSms,
  SmsDeliveryError,
  type SmsGateway,
} from './sms.ts';

const API_KEY = 'k3y-that-must-never-leak';

interface Received {
  method: string;
  path: string;
  contentType: string;
  form: URLSearchParams;
}

interface Reply {
  status: number;
  body: string;
}

const ACCEPTED: Reply = {
  status: 200,
  body: JSON.stringify({ response_code: 202, success_message: 'SMS Submitted Successfully', error_message: '' }),
};

/** A local BulkSMSBD: records what it receives and answers with the reply the test last chose. */
async function startFakeBulkSmsBd() {
  const received: Received[] = [];
  let reply = ACCEPTED;
  const server = await listenOnLoopback(async (request, response) => {
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      form: new URLSearchParams(await text(request)),
    });
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  return {
    url: `${server.url}/api/smsapi`,
    received,
    answer: (next: Reply) => {
      reply = next;
    },
    close: server.close,
  };
}

let fake: Awaited<ReturnType<typeof startFakeBulkSmsBd>>;
let gateway: BulkSmsBdGateway;
beforeAll(async () => {
  fake = await startFakeBulkSmsBd();
  gateway = new BulkSmsBdGateway({ apiUrl: fake.url, apiKey: API_KEY, senderId: '8809617611111' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  fake.answer(ACCEPTED);
});

function refusal(responseCode: number, errorMessage: string): Reply {
  return { status: 200, body: JSON.stringify({ response_code: responseCode, error_message: errorMessage }) };
}

async function deliveryError(delivery: Promise<unknown>): Promise<SmsDeliveryError> {
  const error = await delivery.then(
    () => {
      throw new Error('expected the delivery to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  expect((error as Error).message).not.toContain(API_KEY);
  return error as SmsDeliveryError;
}

describe('BulkSmsBdGateway', () => {
  it('posts exactly the documented form fields, with the number in 8801… form', async () => {
    await gateway.deliver('01712345678', 'আপনার কোড 123456');
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/api/smsapi');
    expect(request!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request!.form)).toEqual({
      api_key: API_KEY,
      senderid: '8809617611111',
      number: '8801712345678',
      message: 'আপনার কোড 123456',
    });
  });

  it('keeps the key out of the URL', async () => {
    await gateway.deliver('01712345678', 'hello');
    expect(fake.received[0]!.path).not.toContain(API_KEY);
  });

  it.each(['+8801712345678', '8801712345678', '+880 1712-345678'])('sends %s as 8801712345678', async (to) => {
    await gateway.deliver(to, 'hello');
    expect(fake.received[0]!.form.get('number')).toBe('8801712345678');
  });

  it('refuses a number that is not a Bangladeshi mobile without calling the gateway', async () => {
    const error = await deliveryError(gateway.deliver('12345', 'hello'));
    expect(error.message).toMatch(/not a Bangladeshi mobile number/);
    expect(fake.received).toHaveLength(0);
  });

  it('accepts a response_code of 202 sent as a string', async () => {
    fake.answer({ status: 200, body: '{"response_code":"202","success_message":"SMS Submitted Successfully"}' });
    await expect(gateway.deliver('01712345678', 'hello')).resolves.toBeUndefined();
  });

  it.each([
    [1002, 'Sender Id/Masking Not Found'],
    [1007, 'Balance Insufficient'],
    [1011, 'User Id not found'],
  ])('fails on response_code %i, naming the code and the gateway’s reason', async (code, reason) => {
    fake.answer(refusal(code, reason));
    const error = await deliveryError(gateway.deliver('01712345678', 'hello'));
    expect(error.message).toBe(`BulkSMSBD: the gateway refused the message with code ${code}: ${reason}`);
  });

  it('fails when the answer has no response_code', async () => {
    fake.answer({ status: 200, body: '{}' });
    const error = await deliveryError(gateway.deliver('01712345678', 'hello'));
    expect(error.message).toMatch(/refused the message with code undefined/);
  });

  it('fails on an HTTP error status even when the body says 202', async () => {
    fake.answer({ status: 500, body: JSON.stringify({ response_code: 202 }) });
    const error = await deliveryError(gateway.deliver('01712345678', 'hello'));
    expect(error.message).toBe('BulkSMSBD: the gateway answered HTTP 500');
  });

  it('fails when the answer is not JSON', async () => {
    fake.answer({ status: 200, body: '<html>maintenance</html>' });
    const error = await deliveryError(gateway.deliver('01712345678', 'hello'));
    expect(error.message).toMatch(/other than JSON/);
  });

  it('redacts the key when the gateway echoes it back', async () => {
    fake.answer(refusal(1032, `IP not whitelisted for api_key=${API_KEY}`));
    const error = await deliveryError(gateway.deliver('01712345678', 'hello'));
    expect(error.message).toContain('api_key=[redacted]');
  });

  it('fails when the gateway cannot be reached', async () => {
    const gone = await listenOnLoopback(() => {});
    await gone.close();
    const unreachable = new BulkSmsBdGateway({ apiUrl: gone.url, apiKey: API_KEY, senderId: 'Pathagar' });
    const error = await deliveryError(unreachable.deliver('01712345678', 'hello'));
    expect(error.message).toMatch(/^BulkSMSBD: could not reach the gateway \(.*ECONNREFUSED/);
  });

  it('gives up after 10 seconds without an answer', async () => {
    let signal: AbortSignal | null | undefined;
    const hanging: typeof fetch = async (_url, init) => {
      signal = init?.signal;
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    const slow = new BulkSmsBdGateway({ apiUrl: fake.url, apiKey: API_KEY, senderId: 'Pathagar', fetch: hanging });
    const error = await deliveryError(slow.deliver('01712345678', 'hello'));
    expect(error.message).toBe('BulkSMSBD: no answer within 10 s');
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal!.aborted).toBe(false);
  });
});

describe('createSmsGateway', () => {
  it('uses the outbox by default', () => {
    const outbox = createSmsGateway({ provider: 'outbox' });
    expect(outbox).toBeInstanceOf(OutboxSmsGateway);
    expect(outbox.name).toBe('outbox');
  });

  it('uses BulkSMSBD when configured, with the configured URL, key and sender id', async () => {
    const bulk = createSmsGateway({ provider: 'bulksmsbd', apiUrl: fake.url, apiKey: API_KEY, senderId: 'Pathagar' });
    expect(bulk).toBeInstanceOf(BulkSmsBdGateway);
    expect(bulk.name).toBe('bulksmsbd');
    await bulk.deliver('01812345678', 'hello');
    expect(fake.received[0]!.form.get('senderid')).toBe('Pathagar');
  });
});

describe('sendSms and latestSmsTo', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('keeps an outbox message as stored, never sent, and reads it back', async () => {
    const { id } = await sendSms(db.prisma, new OutboxSmsGateway(), '01911111111', 'Your code is 111111');
    const row = await db.prisma.smsMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ to: '01911111111', provider: 'outbox', status: 'stored', sentAt: null, error: null });
    const latest = await latestSmsTo(db.prisma, '01911111111');
    expect(latest).toEqual({ body: 'Your code is 111111', createdAt: row.createdAt });
  });

  it('marks a message the gateway accepted as sent, with the time', async () => {
    const before = Date.now();
    const { id } = await sendSms(db.prisma, gateway, '01922222222', 'hello');
    const row = await db.prisma.smsMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ provider: 'bulksmsbd', status: 'sent', error: null });
    expect(row.sentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(fake.received[0]!.form.get('number')).toBe('8801922222222');
  });

  it('records the message as queued before handing it over', async () => {
    const seen: string[] = [];
    const watching: SmsGateway = {
      name: 'watching',
      deliver: async (to) => {
        const row = await db.prisma.smsMessage.findFirstOrThrow({ where: { to } });
        seen.push(row.status, row.provider);
      },
    };
    await sendSms(db.prisma, watching, '01933333333', 'hello');
    expect(seen).toEqual(['queued', 'watching']);
  });

  it('marks a refused message as failed with the reason, then rethrows', async () => {
    fake.answer(refusal(1007, 'Balance Insufficient'));
    const error = await deliveryError(sendSms(db.prisma, gateway, '01944444444', 'hello'));
    const row = await db.prisma.smsMessage.findFirstOrThrow({ where: { to: '01944444444' } });
    expect(row).toMatchObject({ status: 'failed', sentAt: null, error: error.message });
    expect(row.error).toMatch(/1007: Balance Insufficient/);
  });

  it('never stores the key in a failed message', async () => {
    fake.answer(refusal(1032, `bad api_key ${API_KEY}`));
    await deliveryError(sendSms(db.prisma, gateway, '01955555555', 'hello'));
    const row = await db.prisma.smsMessage.findFirstOrThrow({ where: { to: '01955555555' } });
    expect(row.error).not.toContain(API_KEY);
  });

  it('turns any other error from a gateway into a recorded SmsDeliveryError', async () => {
    const broken: SmsGateway = {
      name: 'broken',
      deliver: async () => {
        throw new TypeError('socket hang up');
      },
    };
    const error = await deliveryError(sendSms(db.prisma, broken, '01966666666', 'hello'));
    expect(error.message).toBe('broken: socket hang up');
    expect(error.cause).toBeInstanceOf(TypeError);
    const row = await db.prisma.smsMessage.findFirstOrThrow({ where: { to: '01966666666' } });
    expect(row).toMatchObject({ provider: 'broken', status: 'failed', error: 'broken: socket hang up' });
  });

  it('reads the newest message to a phone, and null for a phone never texted', async () => {
    await db.prisma.smsMessage.createMany({
      data: [
        { to: '01977777777', body: 'older', provider: 'outbox', createdAt: new Date('2030-01-01T00:00:00Z') },
        { to: '01977777777', body: 'newest', provider: 'outbox', createdAt: new Date('2030-01-01T00:00:01Z') },
        { to: '01988888888', body: 'someone else', provider: 'outbox', createdAt: new Date('2030-01-02T00:00:00Z') },
      ],
    });
    expect(await latestSmsTo(db.prisma, '01977777777')).toEqual({
      body: 'newest',
      createdAt: new Date('2030-01-01T00:00:01Z'),
    });
    expect(await latestSmsTo(db.prisma, '01999999999')).toBeNull();
  });
});
