import type { Context } from '../../context.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';

/** The security events the audit log records. */
export type AuditAction =
  | 'auth.sign_up'
  | 'auth.sign_in'
  | 'auth.sign_in_failed'
  | 'auth.sign_in_blocked'
  | 'auth.sign_out'
  | 'auth.sign_out_everywhere'
  | 'auth.password_changed'
  | 'auth.password_reset'
  | 'auth.phone_verified'
  | 'auth.google_linked'
  | 'auth.google_link_refused'
  | 'auth.email_released'
  | 'auth.phone_released'
  | 'auth.phone_change_requested'
  | 'users.roles_changed'
  | 'authority.permissions_changed'
  | 'catalog.product_created'
  | 'catalog.product_updated'
  | 'catalog.product_deleted'
  | 'catalog.products_published'
  | 'catalog.products_unpublished'
  | 'catalog.author_saved'
  | 'catalog.author_deleted'
  | 'catalog.pages_changed'
  | 'catalog.chapters_changed'
  | 'catalog.review_moderated'
  | 'catalog.info_page_updated'
  | 'coupons.created'
  | 'coupons.updated'
  | 'coupons.deactivated'
  | 'coupons.batch_created'
  | 'delivery.rule_updated'
  | 'storage.file_uploaded'
  | 'orders.transitioned'
  | 'orders.note_added'
  | 'orders.counter_sale'
  | 'orders.outlet_saved'
  | 'library.entitlement_granted'
  | 'library.entitlement_revoked'
  | 'shipping.handed_over'
  | 'shipping.sandbox_advanced'
  | 'support.coupon_limit_set'
  | 'support.note_added'
  | 'payments.refunded'
  | 'payments.review_accepted'
  | 'payments.review_refused'
  | 'payments.manual_refund'
  | 'receivables.remittance_recorded'
  | 'receivables.month_closed'
  | 'referrals.representative_enrolled'
  | 'referrals.representative_updated'
  | 'referrals.representative_deactivated'
  | 'marketing.settings_updated'
  | 'search.synonym_saved'
  | 'search.synonym_deleted'
  | 'settings.shop_language_set';

/** Records who did what, to what, when and from where. */
export async function recordAudit(
  ctx: Pick<Context, 'remote' | 'viewer'> & { prisma: Pick<PrismaClient, 'auditEvent'> },
  event: { action: AuditAction; actorId?: string | null; targetType?: string; targetId?: string; details?: Prisma.InputJsonObject },
): Promise<void> {
  await ctx.prisma.auditEvent.create({
    data: {
      action: event.action,
      actorId: event.actorId === undefined ? (ctx.viewer?.id ?? null) : event.actorId,
      targetType: event.targetType,
      targetId: event.targetId,
      ip: ctx.remote.ip,
      userAgent: ctx.remote.userAgent.slice(0, 500),
      details: event.details ?? {},
    },
  });
}
