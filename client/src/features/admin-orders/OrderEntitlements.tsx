import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { z } from 'zod';
import type { OrderEntitlements_order$key } from '../../__generated__/OrderEntitlements_order.graphql.ts';
import type { OrderEntitlementsGrantMutation } from '../../__generated__/OrderEntitlementsGrantMutation.graphql.ts';
import type { OrderEntitlementsRevokeMutation } from '../../__generated__/OrderEntitlementsRevokeMutation.graphql.ts';
import { Button, Dialog, FieldFrame, Select, TextAreaField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure, showFormFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { adminProductPath } from '../catalog-admin/admin-paths.ts';
import { FormActions } from '../catalog-admin/FormActions.tsx';
import { formatDateTime } from './order-dates.ts';

const SOURCE_LABELS: Record<string, string> = { ORDER: 'Bought', BUNDLE: 'In a bundle', STAFF: 'Staff grant', FREE: 'Free ebook' };

const reasonSchema = z.object({
  reason: z.string({ error: 'Say why' }).trim().min(3, 'Say why (at least 3 characters)').max(500, 'Keep the reason under 500 characters'),
});

const grantMutation = graphql`
  mutation OrderEntitlementsGrantMutation($input: GrantEntitlementInput!) {
    grantEntitlement(input: $input) {
      __typename
      ... on MutationGrantEntitlementSuccess {
        entitlement {
          id
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation OrderEntitlementsRevokeMutation($input: RevokeEntitlementInput!) {
    revokeEntitlement(input: $input) {
      __typename
      ... on MutationRevokeEntitlementSuccess {
        entitlement {
          id
          active
          revokedAt
          revokeReason
          revokedByName
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

/**
 * The grants of ebooks and courses tied to an order, each with its source and state; staff revoke
 * one (after confirming, with a reason) or grant one of the order's digital products as a staff
 * grant, which refunds leave alone. `onChanged` reads the order again.
 */
export function OrderEntitlements({ order: key, onChanged, canManage = true }: { order: OrderEntitlements_order$key; onChanged: () => void; canManage?: boolean }) {
  const order = useFragment(
    graphql`
      fragment OrderEntitlements_order on Order {
        id
        number
        entitlements {
          id
          active
          source
          reason
          grantedAt
          grantedByName
          revokedAt
          revokeReason
          revokedByName
          product {
            id
            kind
            title
          }
        }
        digitalProducts {
          id
          title
        }
      }
    `,
    key,
  );
  const [revoking, setRevoking] = useState<{ id: string; title: string } | null>(null);
  const [granting, setGranting] = useState(false);

  return (
    <section aria-labelledby="order-entitlements-title">
      <h2 id="order-entitlements-title">Entitlements</h2>
      {order.entitlements.length === 0 ? (
        <p className="order-detail__muted">This order has unlocked no ebook or course.</p>
      ) : (
        <ul className="order-detail__list" aria-label="Entitlements">
          {order.entitlements.map((grant) => (
            <li key={grant.id}>
              <Link to={adminProductPath(grant.product.kind, grant.product.id)}>{grant.product.title}</Link>
              <span className="order-detail__muted">
                {SOURCE_LABELS[grant.source] ?? grant.source}
                {grant.source === 'STAFF' && ` by ${grant.grantedByName ?? 'staff'}: ${grant.reason}`}
                {' · '}
                {grant.active
                  ? `Active since ${formatDateTime(grant.grantedAt)}`
                  : `Revoked ${grant.revokedAt ? formatDateTime(grant.revokedAt) : ''}${grant.revokeReason ? ` (${grant.revokeReason}${grant.revokedByName ? `, ${grant.revokedByName}` : ''})` : ''}`}
              </span>
              {grant.active && canManage && (
                <Button size="sm" variant="danger" onClick={() => setRevoking({ id: grant.id, title: grant.product.title })}>
                  Revoke {grant.product.title}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canManage && order.digitalProducts.length > 0 && <Button onClick={() => setGranting(true)}>Grant access…</Button>}
      <Dialog open={revoking !== null} title={`Revoke ${revoking?.title ?? ''}?`} onClose={() => setRevoking(null)}>
        {revoking && (
          <RevokeForm
            grant={revoking}
            onDone={() => {
              setRevoking(null);
              onChanged();
            }}
            onCancel={() => setRevoking(null)}
          />
        )}
      </Dialog>
      <Dialog open={granting} title="Grant access" onClose={() => setGranting(false)}>
        {granting && (
          <GrantForm
            orderId={order.id}
            number={order.number}
            products={order.digitalProducts}
            onDone={() => {
              setGranting(false);
              onChanged();
            }}
            onCancel={() => setGranting(false)}
          />
        )}
      </Dialog>
    </section>
  );
}

function RevokeForm({ grant, onDone, onCancel }: { grant: { id: string; title: string }; onDone: () => void; onCancel: () => void }) {
  const form = useZodForm(reasonSchema, { reason: '' });
  const [send] = useMutationPromise<OrderEntitlementsRevokeMutation>(revokeMutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const valid = form.validate();
    if (!valid) return;
    const { revokeEntitlement: result } = await send({ input: { grantId: grant.id, reason: valid.reason } });
    const problem = formFailure(result, 'MutationRevokeEntitlementSuccess');
    if (problem) return showFormFailure(problem, form.setErrors, setFailure);
    toast({ title: 'Access revoked', description: `This grant of ${grant.title} has ended; the customer keeps any other grant of it.` });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>The customer loses this grant of {grant.title}. Other grants (another order, a bundle, a staff grant) still give access. The change is audited.</p>
      <TextAreaField label="Reason" rows={3} {...form.field('reason')} />
      <FormActions failure={failure} submitLabel="Revoke" submitting={submitting} busyLabel="Revoking…" onCancel={onCancel} />
    </form>
  );
}

interface GrantFormProps {
  orderId: string;
  number: string;
  products: readonly { readonly id: string; readonly title: string }[];
  onDone: () => void;
  onCancel: () => void;
}

function GrantForm({ orderId, number, products, onDone, onCancel }: GrantFormProps) {
  const form = useZodForm(reasonSchema, { reason: '' });
  const [productId, setProductId] = useState(products[0]?.id ?? '');
  const [send] = useMutationPromise<OrderEntitlementsGrantMutation>(grantMutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const valid = form.validate();
    if (!valid) return;
    const { grantEntitlement: result } = await send({ input: { orderId, productId, reason: valid.reason } });
    const problem = formFailure(result, 'MutationGrantEntitlementSuccess');
    if (problem) return showFormFailure(problem, form.setErrors, setFailure);
    toast({ title: 'Access granted', description: `A staff grant for order ${number}: refunds do not take it away.` });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>A staff grant gives the customer of {number} access whatever happens to the order (refunds included). It is audited.</p>
      <FieldFrame label="Ebook or course">
        {({ id, describedBy }) => (
          <Select id={id} aria-describedby={describedBy} value={productId} onChange={(event) => setProductId(event.target.value)}>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.title}
              </option>
            ))}
          </Select>
        )}
      </FieldFrame>
      <TextAreaField label="Reason" rows={3} {...form.field('reason')} />
      <FormActions failure={failure} submitLabel="Grant" submitting={submitting} busyLabel="Granting…" onCancel={onCancel} />
    </form>
  );
}
