import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { DeliveryPlace, type ProductKind } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../shared/errors.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { ProductKindEnum } from '../catalog/product.schema.ts';
import { DELIVERY_PLACES, STATIONERY_DELIVERY_CHARGE } from './delivery-rules.ts';
import { deliveryRules, updateDeliveryRule } from './delivery.service.ts';

export const DeliveryPlaceEnum = builder.enumType(DeliveryPlace, {
  name: 'DeliveryPlace',
  description: 'Where the parcel goes: inside Dhaka or anywhere outside it.',
});

interface RuleShape {
  place: DeliveryPlace;
  kind: ProductKind;
  charge: number;
  freeAbove: number | null;
  editable: boolean;
  updatedAt: Date | null;
}

const DeliveryRuleRef = builder.objectRef<RuleShape>('DeliveryRule').implement({
  description:
    'The delivery charge of one kind of goods to one place. A parcel costs the highest charge among its goods ' +
    '(stationery: the fixed 40 / 60 Taka; books and bundles: these rules). Digital goods are never delivered.',
  fields: (t) => ({
    id: t.id({ description: 'Stable per place and kind.', resolve: (r) => encodeGlobalID('DeliveryRule', `${r.place}:${r.kind}`) }),
    place: t.field({ type: DeliveryPlaceEnum, resolve: (r) => r.place }),
    kind: t.field({ type: ProductKindEnum, resolve: (r) => r.kind }),
    charge: t.field({ type: MoneyRef, resolve: (r) => r.charge }),
    freeAbove: t.field({
      type: MoneyRef,
      nullable: true,
      description: 'The charge is waived when the cart holds at least this much of this kind; null: never.',
      resolve: (r) => r.freeAbove,
    }),
    editable: t.boolean({ description: 'False for stationery, whose charge is fixed.', resolve: (r) => r.editable }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.updatedAt }),
  }),
});

const UpdateDeliveryRuleInput = builder.inputType('UpdateDeliveryRuleInput', {
  fields: (t) => ({
    place: t.field({ type: DeliveryPlaceEnum, required: true }),
    kind: t.field({ type: ProductKindEnum, required: true, description: 'BOOK or BUNDLE.' }),
    charge: t.int({ required: true, description: 'Poisha.' }),
    freeAbove: t.int({ description: 'Poisha; leave out or null for never.' }),
  }),
});

builder.queryField('deliveryRules', (t) =>
  t.field({
    type: [DeliveryRuleRef],
    description: 'Every delivery charge the shop applies, by place and kind.',
    resolve: async (_root, _args, ctx) => {
      const rules = await deliveryRules(ctx.prisma);
      const stationery = DELIVERY_PLACES.map((place) => ({
        place,
        kind: 'STATIONERY' as const,
        charge: STATIONERY_DELIVERY_CHARGE[place],
        freeAbove: null,
        editable: false,
        updatedAt: null,
      }));
      return [...stationery, ...rules.map((rule) => ({ ...rule, editable: true, updatedAt: rule.updatedById ? rule.updatedAt : null }))];
    },
  }),
);

builder.mutationField('updateDeliveryRule', (t) =>
  t.field({
    type: DeliveryRuleRef,
    description: 'Sets the delivery charge of books or bundles to one place.',
    authScopes: { permission: 'orders.manage' },
    errors: { types: [ValidationError], dataField: { name: 'rule' } },
    args: { input: t.arg({ type: UpdateDeliveryRuleInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ ...(await updateDeliveryRule(ctx, input)), editable: true }),
  }),
);
