import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatTaka } from '#shared/money.ts';
import { normalizePhone } from '#shared/phone.ts';
import type { CounterSaleFormMutation } from '../../__generated__/CounterSaleFormMutation.graphql.ts';
import type { CounterSaleFormSearchQuery } from '../../__generated__/CounterSaleFormSearchQuery.graphql.ts';
import { Button, Combobox, FieldFrame, Input, Radio, RadioGroup, Select, Table, TableHead, TextField, type ComboboxOption } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { databaseId } from '../catalog-admin/admin-paths.ts';
import { FormActions } from '../catalog-admin/FormActions.tsx';
import { addProduct, MAX_COUNTER_QUANTITY, saleProblem, saleTotal, stockOf, type CounterProduct, type SaleLine } from './counter-sale.ts';

const searchQuery = graphql`
  query CounterSaleFormSearchQuery($query: String!) {
    counterProducts(query: $query) {
      id
      title
      kind
      stock
      price {
        amount
      }
      ... on Stationery {
        variants {
          id
          label
          stock
        }
      }
    }
  }
`;

const placeMutation = graphql`
  mutation CounterSaleFormMutation($input: PlaceCounterOrderInput!) {
    placeCounterOrder(input: $input) {
      __typename
      ... on MutationPlaceCounterOrderSuccess {
        order {
          id
          number
          netTotal {
            formatted
          }
          invoice {
            id
            number
          }
        }
      }
      ... on PriceChangedError {
        newTotal {
          formatted
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

/** A Bangladeshi mobile number as people write it (+880 1812-345678, 01812345678, ০১৮১২৩৪৫৬৭৮): the shop's one normalisation. */
const phoneSchema = z.object({
  phone: z
    .string()
    .trim()
    .refine((v) => normalizePhone(v) !== null, 'Enter a Bangladeshi mobile number (01XXXXXXXXX), or leave it empty')
    .optional(),
});

export interface OutletChoice {
  code: string;
  name: string;
  active: boolean;
}

/** The sale just made: its order and invoice numbers, and where its invoice prints. */
interface SaleDone {
  orderNumber: string;
  orderId: string;
  total: string;
  invoice: { id: string; number: string } | null;
}

type ProductOption = ComboboxOption & { product: CounterProduct };

function useCounterSearch() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (term: string): Promise<ProductOption[]> => {
      if (!term) return [];
      const data = await fetchQuery<CounterSaleFormSearchQuery>(environment, searchQuery, { query: term }, { fetchPolicy: 'network-only' }).toPromise();
      return (data?.counterProducts ?? []).map((node) => {
        const product: CounterProduct = {
          id: node.id,
          title: node.title,
          kind: node.kind,
          price: node.price.amount,
          stock: node.stock,
          variants: node.variants ?? [],
        };
        const digital = node.kind === 'EBOOK' || node.kind === 'CONTENT';
        const stock = digital ? 'digital' : product.variants.length ? product.variants.map((v) => `${v.label} ${v.stock}`).join(', ') : `${node.stock} in stock`;
        return { id: node.id, label: node.title, detail: `${formatTaka(node.price.amount)} · ${stock}`, product };
      });
    },
    [environment],
  );
}

interface CounterSaleFormProps {
  outlets: readonly OutletChoice[];
  /** The outlet chosen at first (the page's outlet, else the first open one). */
  defaultOutlet: string | null;
  /** A sale was made (the list below reads the sales again). */
  onSold: (outletCode: string) => void;
}

/**
 * A sale across the counter: products found by title or barcode (ISBN, SKU), their quantities, the
 * customer's phone if they give it, cash or bKash, the outlet. The sale's key is made once per sale,
 * so a double click or a retry after a lost answer never sells twice; a new one is made after a sale.
 */
export function CounterSaleForm({ outlets, defaultOutlet, onSold }: CounterSaleFormProps) {
  const open = outlets.filter((o) => o.active);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [lines, setLines] = useState<SaleLine[]>([]);
  const phoneForm = useZodForm(phoneSchema, { phone: '' });
  const [payment, setPayment] = useState<'CASH' | 'BKASH'>('CASH');
  const [outletCode, setOutletCode] = useState(defaultOutlet && open.some((o) => o.code === defaultOutlet) ? defaultOutlet : (open[0]?.code ?? ''));
  const [errors, setErrors] = useState<{ outletCode?: string; lines?: string }>({});
  const [done, setDone] = useState<SaleDone | null>(null);
  const search = useCounterSearch();
  const [place] = useMutationPromise<CounterSaleFormMutation>(placeMutation);
  const total = saleTotal(lines);

  const update = (index: number, change: Partial<SaleLine>) => setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));

  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const problem = saleProblem(lines);
    const next = { lines: problem ?? undefined, outletCode: outletCode ? undefined : 'Choose the outlet' };
    setErrors(next);
    const checked = phoneForm.validate();
    if (next.lines || next.outletCode || !checked) return;
    const phone = checked.phone ?? '';
    const { placeCounterOrder: result } = await place({
      input: {
        idempotencyKey,
        outletCode,
        payment,
        phone: phone.trim() || null,
        lines: lines.map((line) => ({ productId: line.product.id, variantId: line.variantId, quantity: Number(line.quantity) })),
        expectedNetPoisha: total,
      },
    });
    if (result.__typename === 'MutationPlaceCounterOrderSuccess' && result.order) {
      const { order } = result;
      setDone({ orderNumber: order.number, orderId: order.id, total: order.netTotal.formatted, invoice: order.invoice ?? null });
      setLines([]);
      phoneForm.reset({ phone: '' });
      setIdempotencyKey(crypto.randomUUID());
      toast({ title: 'Sale made', description: `${order.number}: ${order.netTotal.formatted} paid${order.invoice ? `, invoice ${order.invoice.number}` : ''}.` });
      onSold(outletCode);
      return;
    }
    if (result.__typename === 'PriceChangedError' && result.newTotal) {
      setFailure(`The prices changed: the sale now comes to ${result.newTotal.formatted}. Remove the products and add them again to see the new prices.`);
      return;
    }
    const failed = formFailure(result, 'MutationPlaceCounterOrderSuccess')!;
    setErrors({ outletCode: failed.fields.outletCode });
    if (failed.fields.phone) phoneForm.setErrors({ phone: failed.fields.phone });
    setFailure(failed.message);
  });

  return (
    <form className="counter-sale" onSubmit={onSubmit} noValidate aria-labelledby="counter-sale-title">
      <h2 id="counter-sale-title">New sale</h2>
      {done && (
        <div className="counter-sale__done" role="status">
          <p>
            Sold: order <Link to={`/admin/orders/${databaseId(done.orderId)}`}>{done.orderNumber}</Link>, {done.total} paid.
            {done.invoice && <> Invoice <strong>{done.invoice.number}</strong>.</>}
          </p>
          {done.invoice && (
            <Link className="counter-sale__print" to={`/admin/invoice/${databaseId(done.invoice.id)}/print`}>
              Print invoice
            </Link>
          )}
        </div>
      )}
      <Combobox<ProductOption>
        label="Find a product"
        placeholder="Title, author, ISBN or barcode"
        search={search}
        onPick={(option) => {
          setLines((current) => addProduct(current, option.product));
          setErrors((current) => ({ ...current, lines: undefined }));
          setDone(null);
        }}
        emptyText={(term) => `Nothing found for “${term}”.`}
      />
      {lines.length === 0 ? (
        <p className="counter-sale__empty">No products yet: find them by title or scan their barcode.</p>
      ) : (
        <Table dense aria-label="Products of the sale">
          <TableHead columns={['Product', 'Price', 'Quantity', { label: 'Total', numeric: true }, { label: 'Actions', hidden: true }]} />
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.product.id}-${index}`}>
                <th scope="row">
                  {line.product.title}
                  {line.product.variants.length > 0 ? (
                    <Select
                      aria-label={`Which ${line.product.title}`}
                      value={line.variantId ?? ''}
                      onChange={(event) => update(index, { variantId: event.currentTarget.value || null })}
                    >
                      <option value="">Choose…</option>
                      {line.product.variants.map((variant) => (
                        <option key={variant.id} value={variant.id}>
                          {variant.label} ({variant.stock} in stock)
                        </option>
                      ))}
                    </Select>
                  ) : null}
                  {line.product.kind !== 'EBOOK' && line.product.kind !== 'CONTENT' && (
                    <span className="ui-table__muted">{stockOf(line)} in stock</span>
                  )}
                </th>
                <td>{formatTaka(line.product.price)}</td>
                <td>
                  <Input
                    className="counter-sale__quantity"
                    aria-label={`Quantity of ${line.product.title}`}
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(event) => update(index, { quantity: event.currentTarget.value })}
                  />
                </td>
                <td className="ui-table__number">{formatTaka(line.product.price * (Number(line.quantity) || 0))}</td>
                <td>
                  <Button size="sm" aria-label={`Remove ${line.product.title}`} onClick={() => setLines((current) => current.filter((_, i) => i !== index))}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {errors.lines && (
        <p className="counter-sale__error" role="alert">
          {errors.lines}
        </p>
      )}
      <p className="counter-sale__total">
        Total <strong>{formatTaka(total)}</strong>
        <span className="ui-table__muted"> (at most {MAX_COUNTER_QUANTITY} of one product)</span>
      </p>
      <div className="counter-sale__fields">
        <TextField
          label="Customer phone (optional)"
          type="tel"
          autoComplete="off"
          hint="Links the sale to their account when they have one."
          {...phoneForm.field('phone')}
        />
        <FieldFrame label="Outlet" error={errors.outletCode}>
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} invalid={Boolean(errors.outletCode)} value={outletCode} onChange={(event) => setOutletCode(event.currentTarget.value)}>
              {open.length === 0 && <option value="">No open outlet</option>}
              {open.map((outlet) => (
                <option key={outlet.code} value={outlet.code}>
                  {outlet.name} ({outlet.code})
                </option>
              ))}
            </Select>
          )}
        </FieldFrame>
        <fieldset className="counter-sale__payment">
          <legend id="counter-payment-title">Paid in</legend>
          <RadioGroup aria-labelledby="counter-payment-title" orientation="horizontal" value={payment} onValueChange={(value) => setPayment(value as 'CASH' | 'BKASH')}>
            <Radio value="CASH" label="Cash" />
            <Radio value="BKASH" label="bKash" />
          </RadioGroup>
        </fieldset>
      </div>
      <FormActions failure={failure} submitLabel={`Confirm sale of ${formatTaka(total)}`} busyLabel="Selling…" submitting={submitting} />
    </form>
  );
}
