import { Suspense, useState } from 'react';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { PrintOrdersPageAdvanceMutation } from '../../../../__generated__/PrintOrdersPageAdvanceMutation.graphql.ts';
import type { PrintOrdersPageQuery } from '../../../../__generated__/PrintOrdersPageQuery.graphql.ts';
import type { PrintOrdersPageShipMutation } from '../../../../__generated__/PrintOrdersPageShipMutation.graphql.ts';
import { Button, Checkbox, Select, SkeletonText } from '../../../../components/ui/index.ts';
import { toast } from '../../../../components/toast/toast-store.ts';
import { plural } from '../../../../features/catalog/product-text.ts';
import { ORDERS_AREA_LINKS } from '../../../../features/admin-orders/admin-order-paths.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { PackingSheet } from '../../../../features/shipping/PackingSheet.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { useMutationPromise } from '../../../../relay/use-mutation-promise.ts';
import '../../../../features/shipping/shipping.css';

const STATUSES = ['PROCESSING', 'PLACED', 'SHIPPED'] as const;
type Status = (typeof STATUSES)[number];
const STATUS_LABELS: Record<Status, string> = { PROCESSING: 'Being packed', PLACED: 'Placed', SHIPPED: 'Shipped' };
const SANDBOX_STEPS = ['picked_up', 'in_transit', 'hold', 'delivered', 'partial_delivered', 'returned', 'cancelled'] as const;

const query = graphql`
  query PrintOrdersPageQuery($filter: AdminOrderFilter) {
    shippingSettings {
      courierLabel
      sandbox
      batchLimit
    }
    adminOrders(first: 100, filter: $filter) {
      totalCount
      edges {
        node {
          id
          number
          name
          status
          paymentMethod
          netTotal {
            formatted
          }
          shipments {
            id
            cn
            status
            statusLabel
          }
          ...PackingSheet_order
        }
      }
    }
  }
`;

const shipMutation = graphql`
  mutation PrintOrdersPageShipMutation($input: ShipOrdersInput!) {
    shipOrders(input: $input) {
      __typename
      ... on MutationShipOrdersSuccess {
        results {
          orderId
          number
          ok
          reason
          shipment {
            cn
          }
          order {
            id
            status
            shipments {
              id
              cn
              status
              statusLabel
            }
            ...PackingSheet_order
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const advanceMutation = graphql`
  mutation PrintOrdersPageAdvanceMutation($input: AdvanceSandboxParcelInput!) {
    advanceSandboxParcel(input: $input) {
      __typename
      ... on MutationAdvanceSandboxParcelSuccess {
        shipment {
          id
          status
          statusLabel
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const statusOf = (value: string | null): Status => (STATUSES as readonly string[]).includes(value ?? '') ? (value as Status) : 'PROCESSING';

export const loader = queryLoader<PrintOrdersPageQuery>(query, (_params, search) => ({ filter: { statuses: [statusOf(search.get('status'))] } }), 'network-only');

/** /admin/orders/print: choose orders, hand them to the courier in one request, print packing slips and labels together. */
export function Component() {
  return (
    <AdminPage
      title="Print and ship"
      intro="Choose orders, hand them to the courier in one go, then print their packing slips and courier labels."
      subnav={{ label: 'Orders area', links: ORDERS_AREA_LINKS }}
    >
      <Suspense fallback={<SkeletonText lines={8} />}>
        <PrintOrders />
      </Suspense>
    </AdminPage>
  );
}

interface Result {
  number: string | null;
  ok: boolean;
  text: string;
}

/** "1 order handed over", "2 of 3 orders handed over". */
function handOverToast(handed: number, asked: number): { title: string; description: string } {
  if (handed === asked) return { title: `${plural(handed, 'order')} handed over`, description: handed === 0 ? '' : 'Print their labels now.' };
  return { title: `${handed} of ${plural(asked, 'order')} handed over`, description: 'See why the others were not.' };
}

/**
 * The line above the list, counting orders by the status each has now: those this page handed over
 * stay listed (to print their labels) but are counted as shipped, not as "being packed".
 */
function listSummary(status: Status, totalCount: number, orders: readonly { status: string }[]): string {
  const movedOn = orders.filter((order) => order.status !== status);
  const still = totalCount - movedOn.length;
  const parts = [`${plural(still, 'order')} ${STATUS_LABELS[status].toLowerCase()}`];
  const shipped = movedOn.filter((order) => order.status === 'SHIPPED').length;
  if (shipped > 0) parts.push(`${shipped} handed over and shipped`);
  if (movedOn.length > shipped) parts.push(`${movedOn.length - shipped} moved on`);
  const shown = totalCount > orders.length ? ` (the first ${orders.length} shown)` : '';
  return `${parts.join(', ')}${shown}.`;
}

function PrintOrders() {
  const data = useRouteQuery<PrintOrdersPageQuery>(query);
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const orders = data.adminOrders.edges.map((edge) => edge.node);
  const [unchosen, setUnchosen] = useState<ReadonlySet<string>>(new Set());
  const chosen = orders.filter((order) => !unchosen.has(order.id));
  const [results, setResults] = useState<Result[] | null>(null);
  const [ship, shipping] = useMutationPromise<PrintOrdersPageShipMutation>(shipMutation);
  const courier = data.shippingSettings.courierLabel;

  const toggle = (id: string, on: boolean) =>
    setUnchosen((current) => {
      const next = new Set(current);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  const handOver = async () => {
    const ids = chosen.filter((order) => order.status !== 'SHIPPED').map((order) => order.id);
    const { shipOrders: answer } = await ship({ input: { orderIds: ids } });
    if (answer.__typename !== 'MutationShipOrdersSuccess') {
      setResults([{ number: null, ok: false, text: 'message' in answer ? (answer.message ?? '') : 'The orders were not handed over.' }]);
      return;
    }
    const outcomes = answer.results ?? [];
    setResults(
      outcomes.map((r) => ({
        number: r.number ?? null,
        ok: r.ok,
        text: r.ok ? `${r.number}: handed to ${courier}, consignment ${r.shipment?.cn}` : `${r.number ?? 'Unknown order'}: ${r.reason}`,
      })),
    );
    toast(handOverToast(outcomes.filter((r) => r.ok).length, outcomes.length));
  };

  return (
    <div className="print-orders">
      <div className="print-orders__screen">
        <div className="print-orders__controls">
          <label>
            Orders{' '}
            <Select value={status} onChange={(event) => setSearch({ status: event.target.value })} aria-label="Which orders">
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </label>
          <Button variant="primary" onClick={() => void handOver()} disabled={shipping || chosen.every((o) => o.status === 'SHIPPED')}>
            {shipping ? 'Handing over…' : `Hand ${plural(chosen.filter((o) => o.status !== 'SHIPPED').length, 'order')} to ${courier}`}
          </Button>
          <Button onClick={() => window.print()} disabled={chosen.length === 0}>
            Print slips and labels ({chosen.length})
          </Button>
        </div>
        {results && (
          <section aria-labelledby="ship-results">
            <h2 id="ship-results">Hand-over results</h2>
            <div role="status">
              <ul className="print-orders__results">
                {results.map((r, index) => (
                  <li key={index} className={r.ok ? undefined : 'is-failed'}>
                    {r.ok ? 'Handed over — ' : 'Not handed over — '}
                    {r.text}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )}
        <p>{listSummary(status, data.adminOrders.totalCount, orders)}</p>
        <ul className="print-orders__list">
          {orders.map((order) => (
            <li key={order.id} className="print-orders__row">
              <label>
                <Checkbox checked={!unchosen.has(order.id)} onCheckedChange={(state) => toggle(order.id, state === true)} aria-label={`Choose ${order.number}`} />
                <span>
                  {order.number} · {order.name} · {order.netTotal.formatted} {order.paymentMethod === 'COD' ? '(COD)' : ''}
                </span>
              </label>
              {order.shipments.map((shipment) => (
                <span key={shipment.id} className="sandbox-step">
                  Parcel {shipment.cn}: {shipment.statusLabel}
                  {data.shippingSettings.sandbox && <SandboxStep cn={shipment.cn} />}
                </span>
              ))}
            </li>
          ))}
        </ul>
      </div>
      <div className="packing-sheets">
        {chosen.map((order) => (
          <PackingSheet key={order.id} order={order} />
        ))}
      </div>
    </div>
  );
}

/** The sandbox courier's controls: move a parcel as the courier would (the shop learns it as from a webhook). */
function SandboxStep({ cn }: { cn: string }) {
  const [step, setStep] = useState<(typeof SANDBOX_STEPS)[number]>('delivered');
  const [advance, moving] = useMutationPromise<PrintOrdersPageAdvanceMutation>(advanceMutation);
  const move = async () => {
    const { advanceSandboxParcel: answer } = await advance({ input: { cn, step } });
    if (answer.__typename === 'MutationAdvanceSandboxParcelSuccess') toast({ title: `Parcel ${cn}`, description: `Now ${answer.shipment?.statusLabel.toLowerCase() ?? 'moved'}.` });
    else toast({ title: `Parcel ${cn} did not move`, description: 'message' in answer ? answer.message : '' });
  };
  return (
    <>
      <Select value={step} onChange={(event) => setStep(event.target.value as typeof step)} aria-label={`Sandbox courier step for parcel ${cn}`}>
        {SANDBOX_STEPS.map((s) => (
          <option key={s} value={s}>
            {s.replace('_', ' ')}
          </option>
        ))}
      </Select>
      <Button size="sm" onClick={() => void move()} disabled={moving}>
        Move parcel {cn}
      </Button>
    </>
  );
}
