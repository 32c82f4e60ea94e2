/**
 * Entitlement grants in GraphQL: the grant type (`Entitlement`), whether the viewer owns a product,
 * a customer's grants for staff, the staff grant and revoke mutations, and taking a free ebook.
 */
import { builder } from '../../builder.ts';
import { EntitlementSource } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { UserNode } from '../accounts/user.schema.ts';
import { PRODUCT_ROW, ProductInterface } from '../catalog/product.schema.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { digitalProductsOf } from './entitlements.ts';
import { AlreadyOwnedError } from './library.errors.ts';
import { viewerOwnership } from './ownership.ts';
import { takeFreeEbook } from './free-ebooks.service.ts';
import { grantEntitlementAsStaff, revokeEntitlementAsStaff } from './staff-grants.service.ts';

const EntitlementSourceEnum = builder.enumType(EntitlementSource, {
  name: 'EntitlementSource',
  description: 'Where a grant came from: an order line, a bundle in an order, staff, or a free ebook.',
});

builder.objectType(AlreadyOwnedError, {
  name: 'AlreadyOwnedError',
  description: 'The customer already owns this ebook or course: it is not sold to them again.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AlreadyOwnedError,
  fields: (t) => ({
    productTitle: t.exposeString('productTitle'),
    productId: t.id({ description: 'The database id of the product.', resolve: (e) => e.productId }),
    bundleTitle: t.string({ nullable: true, description: 'The bundle that holds the owned product, when it came in one.', resolve: (e) => e.bundleTitle }),
  }),
});

const staffReaders = { anyPermission: ['orders.manage', 'users.view'] } as const;

export const EntitlementRef = builder.prismaObject('EntitlementGrant', {
  name: 'Entitlement',
  description: 'One grant of an ebook or course to a customer. Access is the union of live (active) grants.',
  fields: (t) => ({
    id: t.exposeID('id'),
    product: t.relation('product', { type: ProductInterface }),
    source: t.field({ type: EntitlementSourceEnum, resolve: (g) => g.source }),
    orderNumber: t.string({
      nullable: true,
      description: 'The order it came from (or the order of the support case, for a staff grant).',
      select: { order: { select: { number: true } } },
      resolve: (g) => g.order?.number ?? null,
    }),
    reason: t.exposeString('reason', { description: 'Why staff gave it (staff grants).' }),
    grantedAt: t.expose('grantedAt', { type: 'DateTime' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    revokeReason: t.exposeString('revokeReason'),
    active: t.boolean({ resolve: (g) => g.revokedAt === null }),
    grantedByName: t.string({
      nullable: true,
      description: 'The staff member who gave it (staff).',
      authScopes: staffReaders,
      select: { grantedBy: { select: { name: true } } },
      resolve: (g) => g.grantedBy?.name ?? null,
    }),
    revokedByName: t.string({
      nullable: true,
      description: 'The staff member who revoked it (staff).',
      authScopes: staffReaders,
      select: { revokedBy: { select: { name: true } } },
      resolve: (g) => g.revokedBy?.name ?? null,
    }),
  }),
});

builder.prismaObjectField(UserNode, 'entitlements', (t) =>
  t.relation('entitlements', {
    description: "Every grant of the customer's ebooks and courses, live and revoked, newest first (staff: orders.manage or users.view).",
    authScopes: staffReaders,
    query: { orderBy: [{ grantedAt: 'desc' }, { id: 'asc' }] },
  }),
);

builder.prismaObjectFields('Order', (t) => ({
  digitalProducts: t.field({
    type: [ProductInterface],
    description: 'The ebooks and courses the order unlocks (its own lines and its bundles\' digital items): what staff may grant for it.',
    resolve: async (order, _args, ctx) => {
      const ids = await digitalProductsOf(ctx.prisma, order.id);
      const rows = await ctx.prisma.product.findMany({ where: { id: { in: ids } }, select: PRODUCT_ROW });
      return ids.flatMap((id) => rows.find((r) => r.id === id) ?? []);
    },
  }),

}));

builder.interfaceField(ProductInterface, 'viewerOwns', (t) =>
  t.boolean({
    description: 'The signed-in customer may read this ebook or open this course now (false when signed out or not digital).',
    resolve: (p, _args, ctx) => (p.kind === 'EBOOK' || p.kind === 'CONTENT' ? viewerOwnership(ctx)(p.id) : false),
  }),
);

const GrantEntitlementInput = builder.inputType('GrantEntitlementInput', {
  fields: (t) => ({
    userId: t.id({ description: "The customer (User id); leave out with orderId to grant to the order's customer." }),
    productId: t.id({ required: true, description: 'An ebook or course.' }),
    reason: t.string({ required: true, description: 'Why (3-500 characters), kept with the grant and in the audit log.' }),
    orderId: t.id({ description: "The customer's order of the support case, if any (its refund does not revoke this grant)." }),
  }),
});
const RevokeEntitlementInput = builder.inputType('RevokeEntitlementInput', {
  fields: (t) => ({
    grantId: t.id({ required: true, description: 'The Entitlement id.' }),
    reason: t.string({ required: true, description: 'Why (3-500 characters).' }),
  }),
});

const TakeFreeEbookInput = builder.inputType('TakeFreeEbookInput', {
  fields: (t) => ({
    productId: t.id({ required: true, description: 'A published ebook priced ৳0.' }),
  }),
});

builder.mutationFields((t) => ({
  takeFreeEbook: t.field({
    type: EntitlementRef,
    description:
      "Puts a free (৳0) ebook in the signed-in customer's library: a grant of its own (source FREE) that no refund touches. Taking it again answers the same grant.",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError, ValidationError], dataField: { name: 'entitlement' } },
    args: { input: t.arg({ type: TakeFreeEbookInput, required: true }) },
    resolve: (_root, { input }, ctx) => takeFreeEbook(ctx, input),
  }),
  grantEntitlement: t.field({
    type: EntitlementRef,
    description: 'Staff give a customer an ebook or course, with a reason (orders.manage); refunds leave it alone. Audited.',
    authScopes: { permission: 'orders.manage' },
    errors: { types: [NotFoundError, ValidationError], dataField: { name: 'entitlement' } },
    args: { input: t.arg({ type: GrantEntitlementInput, required: true }) },
    resolve: (_root, { input }, ctx) => grantEntitlementAsStaff(ctx, input),
  }),
  revokeEntitlement: t.field({
    type: EntitlementRef,
    description: "Staff end one grant, with a reason (orders.manage); the customer's other grants stay. Audited.",
    authScopes: { permission: 'orders.manage' },
    errors: { types: [NotFoundError, ValidationError], dataField: { name: 'entitlement' } },
    args: { input: t.arg({ type: RevokeEntitlementInput, required: true }) },
    resolve: (_root, { input }, ctx) => revokeEntitlementAsStaff(ctx, input),
  }),
}));
