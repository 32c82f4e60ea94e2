import { graphql, loadQuery } from 'react-relay';
import { Link, useRevalidator } from 'react-router';
import type { CustomerPageQuery } from '../../../__generated__/CustomerPageQuery.graphql.ts';
import { EmptyState } from '../../../components/ui/index.ts';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { sessionForNavigation, useSession } from '../../../features/session/session-store.ts';
import { SmsList } from '../../../features/support/SmsList.tsx';
import { CustomerNoteForm } from '../../../features/support/CustomerNoteForm.tsx';
import { IssueCouponForm } from '../../../features/support/IssueCouponForm.tsx';
import { LogCallForm } from '../../../features/support/LogCallForm.tsx';
import { SupportOrders } from '../../../features/support/SupportOrders.tsx';
import { SupportTimeline } from '../../../features/support/SupportTimeline.tsx';
import { SUPPORT_SUBNAV } from '../../../features/support/support-area.ts';
import '../../../features/support/support.css';
import { relayEnvironment } from '../../../relay/environment.ts';
import { useRouteQuery } from '../../../relay/route-query.ts';

const query = graphql`
  query CustomerPageQuery($id: ID!, $withTexts: Boolean!, $withCoupons: Boolean!) {
    allowance: myCouponAllowance @include(if: $withCoupons) {
      ...IssueCouponForm_allowance
    }
    supportCustomer(id: $id) {
      __typename
      ... on QuerySupportCustomerSuccess {
        data {
          user {
            id
            name
            phone
            email
            hscBatch
          }
          orders {
            id
            number
          }
          cart {
            lines {
              title
              quantity
              lineTotal {
                formatted
              }
            }
            netPrice {
              formatted
            }
            couponCode
          }
          texts @include(if: $withTexts) {
            id
            ...SmsList_messages
          }
          ...SupportTimeline_customer
          ...SupportOrders_customer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The customer's texts are asked for only with audit.view, the coupon allowance with coupons.issue: one refused field would fail the whole answer. */
export async function loader({ params, request }: { params: Record<string, string | undefined>; request: Request }) {
  const viewer = await sessionForNavigation(request);
  const variables = {
    id: params.id ?? '',
    withTexts: viewer?.permissions.includes('audit.view') ?? false,
    // The issue form shows the agent's limits and today's count before they type.
    withCoupons: viewer?.permissions.includes('coupons.issue') ?? false,
  };
  return loadQuery<CustomerPageQuery>(relayEnvironment, query, variables, { fetchPolicy: 'network-only' });
}

/** /agent/customers/:id: the customer's timeline, orders and cart, and what an agent does for them. */
export function Component() {
  const data = useRouteQuery<CustomerPageQuery>(query);
  const revalidator = useRevalidator();
  const { user: viewer } = useSession();
  const permissions = viewer?.permissions ?? [];
  const refresh = () => void revalidator.revalidate();
  const page = data.supportCustomer.data;
  if (!page) {
    return (
      <AdminPage title="Customer not found" subnav={SUPPORT_SUBNAV}>
        <EmptyState titleAs="p" title="There is no such customer." action={<Link to="/agent/customers">Find a customer</Link>} />
      </AdminPage>
    );
  }
  const { user, cart, orders } = page;
  const canOpenOrders = permissions.includes('orders.manage') || permissions.includes('orders.view');
  return (
    <AdminPage
      title={user.name || 'Customer'}
      subnav={SUPPORT_SUBNAV}
      breadcrumb={[{ to: '/agent/customers', label: 'Customers' }]}
      intro={[user.phone, user.email, user.hscBatch].filter(Boolean).join(' · ')}
    >
      <div className="support-grid">
        <div className="support-panel">
          <h2>Orders</h2>
          <SupportOrders customer={page} canOpenOrders={canOpenOrders} onChanged={refresh} />
          <h2>Cart</h2>
          {cart.lines.length === 0 ? (
            <p>The cart is empty.</p>
          ) : (
            <ul aria-label="Cart">
              {cart.lines.map((line, i) => (
                <li key={i}>
                  {line.quantity} × {line.title}: {line.lineTotal.formatted}
                </li>
              ))}
              <li>
                Total {cart.netPrice.formatted}
                {cart.couponCode ? ` with coupon ${cart.couponCode}` : ''}
              </li>
            </ul>
          )}
          {page.texts && (
            <>
              <h2>Text messages</h2>
              {page.texts.length === 0 ? <p>No text was sent to this customer's phone.</p> : <SmsList messages={page.texts} label="Text messages to the customer" />}
            </>
          )}
          <h2>Timeline</h2>
          <SupportTimeline customer={page} canOpenOrders={canOpenOrders} />
        </div>
        <div className="support-panel">
          <section className="support-panel" aria-labelledby="log-call">
            <h2 id="log-call">Log a call</h2>
            <LogCallForm customerId={user.id} orders={orders} defaultPhone={user.phone} onDone={refresh} />
          </section>
          {permissions.includes('coupons.issue') && (
            <section className="support-panel" aria-labelledby="issue-coupon">
              <h2 id="issue-coupon">Issue a coupon</h2>
              <IssueCouponForm customerId={user.id} allowance={data.allowance} onDone={refresh} />
            </section>
          )}
          <section className="support-panel" aria-labelledby="add-note">
            <h2 id="add-note">Add a note</h2>
            <CustomerNoteForm customerId={user.id} onDone={refresh} />
          </section>
        </div>
      </div>
    </AdminPage>
  );
}
