import { useId } from 'react';
import type { ProductKind } from '../../__generated__/ProductPickerSearchQuery.graphql.ts';
import { Button, Combobox, Input } from '../../components/ui/index.ts';
import { FieldGroup } from '../catalog-admin/FieldGroup.tsx';
import { MoveButtons, movedOrder, useMoveFocus, type MoveBy } from '../catalog-admin/MoveButtons.tsx';
import { useProductSearch } from '../catalog-admin/ProductPicker.tsx';
import { itemsMessages, quantityMessage, type BundleItemRow } from './bundle-form.ts';
import './BundleItemsEditor.css';

/** What a bundle may contain: anything but another bundle. */
export const BUNDLE_ITEM_KINDS: readonly ProductKind[] = ['BOOK', 'EBOOK', 'STATIONERY', 'CONTENT'];

interface BundleItemsEditorProps {
  value: readonly BundleItemRow[];
  onChange: (rows: BundleItemRow[]) => void;
  /** Messages by the server's field names: "items", "items.<i>.productId", "items.<i>.quantity". */
  errors: Readonly<Record<string, string>>;
  onErrorsChange: (errors: Record<string, string>) => void;
  /** e.g. "Bought one by one these cost ৳1,250." */
  hint?: string;
}

/**
 * The products in a bundle, in order, each with its quantity (checked when left and when changed),
 * and a search box that adds more. Ebooks and courses can be in a bundle only once.
 */
export function BundleItemsEditor({ value, onChange, errors, onErrorsChange, hint }: BundleItemsEditorProps) {
  const id = useId();
  const search = useProductSearch(BUNDLE_ITEM_KINDS);

  // A changed list renumbers the rows: the messages are worked out again for it.
  const changeList = (rows: BundleItemRow[]) => {
    onChange(rows);
    onErrorsChange(itemsMessages(rows));
  };
  const focus = useMoveFocus(value);
  const move = (index: number, by: MoveBy) => {
    const order = movedOrder(value.map((row) => row.productId), index, by);
    changeList(order.map((productId) => value.find((row) => row.productId === productId)!));
    focus.focusMoved(value[index]!.productId, by, index + by, value.length);
  };
  const checkQuantity = (index: number, quantity: string) => {
    const next = { ...errors };
    delete next[`items.${index}.quantity`];
    const message = quantityMessage({ ...value[index]!, quantity });
    if (message) next[`items.${index}.quantity`] = message;
    onErrorsChange(next);
  };

  const listError = errors.items;
  return (
    <FieldGroup label="Products in the bundle" hint={hint} error={listError}>
      {value.length === 0 ? (
        <p className="field-group__none">No products yet. Search below to add the first one.</p>
      ) : (
        <ol className="field-group__list" aria-label="Products in the bundle">
          {value.map((row, index) => {
            const quantityError = errors[`items.${index}.quantity`];
            const rowError = errors[`items.${index}.productId`];
            const quantityErrorId = `${id}-${index}-quantity-error`;
            const rowErrorId = `${id}-${index}-error`;
            return (
              <li key={row.productId} className="bundle-items__item">
                <span className="bundle-items__title">
                  {row.title}
                  {row.detail && <span className="field-group__detail"> {row.detail}</span>}
                </span>
                <Input
                  className="bundle-items__quantity"
                  inputMode="numeric"
                  aria-label={`Quantity of ${row.title}`}
                  invalid={Boolean(quantityError)}
                  aria-describedby={[quantityError ? quantityErrorId : '', rowError ? rowErrorId : ''].filter(Boolean).join(' ') || undefined}
                  value={row.quantity}
                  onChange={(event) => {
                    const quantity = event.currentTarget.value;
                    onChange(value.map((other, i) => (i === index ? { ...other, quantity } : other)));
                  }}
                  onBlur={(event) => checkQuantity(index, event.currentTarget.value)}
                />
                <span className="field-group__actions">
                  <MoveButtons id={row.productId} name={row.title} index={index} count={value.length} focus={focus} onMove={(by) => move(index, by)} />
                  <Button size="sm" aria-label={`Remove ${row.title}`} onClick={() => changeList(value.filter((other) => other.productId !== row.productId))}>
                    Remove
                  </Button>
                </span>
                {quantityError && (
                  <p className="ui-field__error bundle-items__error" id={quantityErrorId}>
                    {quantityError}
                  </p>
                )}
                {rowError && (
                  <p className="ui-field__error bundle-items__error" id={rowErrorId}>
                    {rowError}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Combobox
        label="Search products to add"
        placeholder="Type a title, author or ISBN"
        search={search}
        chosenIds={value.map((row) => row.productId)}
        invalid={Boolean(listError)}
        onPick={(option) =>
          changeList([...value, { productId: option.id, title: option.title, detail: option.detail, digital: option.digital, quantity: '1' }])
        }
        emptyText={(term) => (term ? `No book, ebook, stationery item or course matches “${term}”.` : 'Nothing to add.')}
      />
    </FieldGroup>
  );
}
