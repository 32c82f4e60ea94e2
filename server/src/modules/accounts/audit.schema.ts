import { builder } from '../../builder.ts';
import { smsParts } from '../../shared/sms-parts.ts';
import { normalizePhone } from './identifiers.ts';

builder.prismaNode('AuditEvent', {
  id: { field: 'id' },
  authScopes: { permission: 'audit.view' },
  fields: (t) => ({
    action: t.exposeString('action'),
    actor: t.relation('actor', { nullable: true }),
    targetType: t.exposeString('targetType', { nullable: true }),
    targetId: t.exposeString('targetId', { nullable: true }),
    ip: t.exposeString('ip'),
    userAgent: t.exposeString('userAgent'),
    details: t.string({ description: 'What changed, as JSON.', resolve: (event) => JSON.stringify(event.details) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaNode('SmsMessage', {
  id: { field: 'id' },
  authScopes: { permission: 'audit.view' },
  fields: (t) => ({
    to: t.exposeString('to'),
    body: t.exposeString('body'),
    provider: t.exposeString('provider'),
    status: t.exposeString('status'),
    error: t.exposeString('error', { nullable: true }),
    parts: t.int({
      description: 'How many parts (separately billed messages) the text takes: 160/153 characters in GSM 7-bit, 70/67 in UCS-2 (Bangla).',
      select: { body: true },
      resolve: (sms) => smsParts(sms.body).parts,
    }),
    unicode: t.boolean({ description: 'Sent as UCS-2 (Bangla or another character outside GSM 7-bit).', select: { body: true }, resolve: (sms) => smsParts(sms.body).encoding === 'UCS2' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** Messages to a phone typed in any format (01…, +880…, with spaces), or every message. */
const smsWhere = (to: string | null | undefined) => (to?.trim() ? { to: normalizePhone(to) ?? to.trim() } : {});

builder.queryFields((t) => ({
  auditEvents: t.prismaConnection({
    type: 'AuditEvent',
    cursor: 'id',
    description: 'Security events, newest first, optionally of one action (auth.sign_in, users.roles_changed, …).',
    authScopes: { permission: 'audit.view' },
    args: { action: t.arg.string() },
    resolve: (query, _root, { action }, ctx) =>
      ctx.prisma.auditEvent.findMany({ ...query, where: action ? { action } : {}, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }),
  }),
  smsOutbox: t.prismaConnection({
    type: 'SmsMessage',
    cursor: 'id',
    description: 'Text messages the shop sent, newest first (with the local outbox provider they go nowhere else); `to` in any Bangladeshi format.',
    authScopes: { permission: 'audit.view' },
    args: { to: t.arg.string() },
    totalCount: (_parent, { to }, ctx) => ctx.prisma.smsMessage.count({ where: smsWhere(to) }),
    resolve: (query, _root, { to }, ctx) =>
      ctx.prisma.smsMessage.findMany({ ...query, where: smsWhere(to), orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }),
  }),
}));
