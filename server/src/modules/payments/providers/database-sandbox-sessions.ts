/**
 * The sandbox gateway's sessions in the database every server process shares (issue 22 §2): the payment
 * page, the shopper's choice, the redirect and the notification may each land on a different process.
 */
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import type { SandboxOutcome, SandboxSession, SandboxSessionStore, StoredSandboxSession } from './sandbox.ts';

/** Sessions older than this are deleted as new ones open: a sandbox payment page is answered within minutes. */
const KEEP_SESSIONS_MS = 7 * 24 * 60 * 60 * 1000;

type Row = Awaited<ReturnType<PrismaClient['sandboxPaymentSession']['findUnique']>> & {};

function fromRow(row: Row): StoredSandboxSession {
  return {
    id: row.id,
    method: row.method as StoredSandboxSession['method'],
    tranId: row.tranId,
    amountPoisha: row.amountPoisha,
    orderNumber: row.orderNumber,
    description: row.description,
    urls: row.urls as SandboxSession['urls'],
    outcome: row.outcome as SandboxOutcome | null,
    reference: row.reference,
    secret: row.secret,
  };
}

export function databaseSandboxSessions(prisma: PrismaClient): SandboxSessionStore {
  return {
    async insert(session) {
      await prisma.sandboxPaymentSession.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - KEEP_SESSIONS_MS) } } });
      await prisma.sandboxPaymentSession.create({ data: { ...session, urls: session.urls } });
    },
    async find(id) {
      const row = await prisma.sandboxPaymentSession.findUnique({ where: { id } });
      return row && fromRow(row);
    },
    async decide(id, outcome, reference) {
      // Conditional: of two choices racing (two tabs, two processes) only the first is recorded.
      await prisma.sandboxPaymentSession.updateMany({ where: { id, outcome: null }, data: { outcome, reference } });
      return this.find(id);
    },
  };
}
