/** The shipping rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { staff, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';
import { placedCodOrder } from '../../../test/shipping-fixtures.ts';
import { shipOrders } from './shipments.service.ts';
import { serviceCtx } from '../../../test/order-fixtures.ts';

interface Fixtures {
  /** A placed COD order (the admin's row hands it over), and a sandbox parcel already on its way. */
  placed: string;
  cn: string;
}

const mutations: Case<Fixtures>[] = [
  {
    field: 'shipOrders',
    document: (_role, { placed }) => `mutation { shipOrders(input: { orderIds: ["${placed}"] }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationShipOrdersSuccess'),
  },
  {
    field: 'advanceSandboxParcel',
    document: (_role, { cn }) => `mutation { advanceSandboxParcel(input: { cn: "${cn}", step: in_transit }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationAdvanceSandboxParcelSuccess'),
  },
];

const staffQueries: Case<Fixtures>[] = [
  { field: 'shippingSettings', document: () => `{ shippingSettings { courier } }`, expected: staff('FORBIDDEN', 'ok') },
];

export const shippingAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries,
  // Anyone holding a consignment id may follow its parcel (rate limited; masked phone).
  publicQueries: ['parcelTracking'],
  setup: async (t) => {
    const placed = await placedCodOrder(t);
    const onItsWay = await placedCodOrder(t);
    const admin = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000001' } });
    const [shipped] = await shipOrders(serviceCtx(t, admin.id, ['orders.manage']), { orderIds: [onItsWay.gid] });
    if (!shipped!.ok) throw new Error(shipped!.reason);
    return { placed: placed.gid, cn: shipped!.shipment.cn };
  },
};
