import type { Config } from '../../../config.ts';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { normalizePhone } from '../identifiers.ts';
import { postForm } from './post-form.ts';

/** Where text messages go: the local outbox or a real SMS gateway. */
export interface SmsGateway {
  /** Recorded as the provider of every message it handles. */
  readonly name: string;
  /** Hands one message to the provider; throws SmsDeliveryError when it was not accepted. */
  deliver(to: string, body: string): Promise<void>;
}

/** A message the gateway did not accept; the message names no credentials and is fit for logs. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

/** Lifecycle of an SmsMessage row; `stored` means it was kept in the outbox and sent nowhere. */
export type SmsStatus = 'queued' | 'sent' | 'stored' | 'failed';

const OUTBOX = 'outbox';

/** The local default: messages stay in the SmsMessage table, where staff and tests read them. */
export class OutboxSmsGateway implements SmsGateway {
  readonly name = OUTBOX;

  async deliver(): Promise<void> {}
}

const BULKSMSBD_TIMEOUT_MS = 10_000;
const BULKSMSBD_ACCEPTED = 202;

/** BulkSMSBD's HTTP API: a form POST answered by JSON whose response_code 202 means accepted. */
export class BulkSmsBdGateway implements SmsGateway {
  readonly name = 'bulksmsbd';

  constructor(private readonly options: { apiUrl: string; apiKey: string; senderId: string; fetch?: typeof fetch }) {}

  async deliver(to: string, body: string): Promise<void> {
    const national = normalizePhone(to);
    if (!national) throw new SmsDeliveryError('BulkSMSBD: the recipient is not a Bangladeshi mobile number');
    const form = new URLSearchParams({
      api_key: this.options.apiKey,
      senderid: this.options.senderId,
      number: `88${national}`,
      message: body,
    });
    let response: Response;
    try {
      response = await postForm(this.options.fetch ?? fetch, this.options.apiUrl, form, BULKSMSBD_TIMEOUT_MS);
    } catch (error) {
      throw this.failure(
        isTimeout(error)
          ? `no answer within ${BULKSMSBD_TIMEOUT_MS / 1000} s`
          : `could not reach the gateway (${errorText(error)})`,
      );
    }
    if (!response.ok) throw this.failure(`the gateway answered HTTP ${response.status}`);
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw this.failure('the gateway answered something other than JSON');
    }
    const { response_code: code, error_message: reason } = (answer ?? {}) as Record<string, unknown>;
    if (Number(code) !== BULKSMSBD_ACCEPTED) {
      const detail = typeof reason === 'string' && reason ? `: ${reason}` : '';
      throw this.failure(`the gateway refused the message with code ${String(code)}${detail}`);
    }
  }

  // Gateways and network errors may echo the request back; the key must never reach a log.
  private failure(detail: string): SmsDeliveryError {
    return new SmsDeliveryError(`BulkSMSBD: ${detail}`.replaceAll(this.options.apiKey, '[redacted]'));
  }
}

// Structural, not instanceof: fetch's errors may come from another realm (jest's sandbox, workers).
function errorParts(error: unknown): { name?: unknown; message?: unknown; cause?: unknown } {
  return typeof error === 'object' && error !== null ? error : { message: error };
}

function isTimeout(error: unknown): boolean {
  return errorParts(error).name === 'TimeoutError';
}

function errorText(error: unknown): string {
  const { message, cause } = errorParts(error);
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED…) in the cause.
  const detail = cause === undefined ? '' : `: ${String(errorParts(cause).message)}`;
  return `${typeof message === 'string' ? message : String(error)}${detail}`;
}

/** The gateway the configuration names. */
export function createSmsGateway(config: Config['sms']): SmsGateway {
  return config.provider === 'bulksmsbd' ? new BulkSmsBdGateway(config) : new OutboxSmsGateway();
}

type SmsDb = Pick<PrismaClient, 'smsMessage'>;

/** Records a message, hands it to the gateway, records the outcome; rethrows SmsDeliveryError once marked failed. */
export async function sendSms(prisma: SmsDb, gateway: SmsGateway, to: string, body: string): Promise<{ id: string }> {
  const { id } = await prisma.smsMessage.create({
    data: { to, body, provider: gateway.name, status: 'queued' satisfies SmsStatus },
    select: { id: true },
  });
  try {
    await gateway.deliver(to, body);
  } catch (error) {
    const failure =
      error instanceof SmsDeliveryError
        ? error
        : new SmsDeliveryError(`${gateway.name}: ${errorText(error)}`, { cause: error });
    await prisma.smsMessage.update({
      where: { id },
      data: { status: 'failed' satisfies SmsStatus, error: failure.message },
    });
    throw failure;
  }
  const outcome =
    gateway.name === OUTBOX
      ? { status: 'stored' satisfies SmsStatus, sentAt: null }
      : { status: 'sent' satisfies SmsStatus, sentAt: new Date() };
  await prisma.smsMessage.update({ where: { id }, data: outcome });
  return { id };
}

/** The newest message recorded for a phone number, whatever its provider or status. */
export async function latestSmsTo(prisma: SmsDb, to: string): Promise<{ body: string; createdAt: Date } | null> {
  return prisma.smsMessage.findFirst({
    where: { to },
    orderBy: { createdAt: 'desc' },
    select: { body: true, createdAt: true },
  });
}
