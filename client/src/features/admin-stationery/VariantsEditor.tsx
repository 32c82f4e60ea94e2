import { useId, useRef } from 'react';
import { MoveButtons, movedOrder, useMoveFocus, type MoveBy } from '../catalog-admin/MoveButtons.tsx';
import { checkVariants, variantStockTotal, type VariantColumn, type VariantRow } from './stationery-form.ts';
import { Button, Input, Table, TableHead } from '../../components/ui/index.ts';
import './VariantsEditor.css';

/** The boxes of a row: header, the box's name after "Variant 2 …", keyboard. */
const COLUMNS: readonly { column: VariantColumn; label: string; spoken: string; inputMode?: 'numeric' }[] = [
  { column: 'label', label: 'Label', spoken: 'label' },
  { column: 'sku', label: 'SKU', spoken: 'SKU' },
  { column: 'stock', label: 'Stock', spoken: 'stock', inputMode: 'numeric' },
];

interface VariantsEditorProps {
  value: readonly VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  /** Messages by the server's field names: "variants", "variants.<i>.label", "variants.<i>.sku" … */
  errors: Readonly<Record<string, string>>;
  onErrorsChange: (errors: Record<string, string>) => void;
}

/**
 * The variants of a stationery item (colour, ruling …) as an editable table: label, SKU and stock
 * of each, checked when a box is left; rows are added, moved and removed. With variants, the item's
 * stock is the sum of theirs.
 */
export function VariantsEditor({ value, onChange, errors, onErrorsChange }: VariantsEditorProps) {
  const id = useId();
  const nextKey = useRef(0);
  const newKey = () => `new-${(nextKey.current += 1)}`;

  const setCell = (index: number, column: VariantColumn, text: string) =>
    onChange(value.map((row, i) => (i === index ? { ...row, [column]: text } : row)));
  // A box is checked against the whole list (labels and SKUs must differ), showing only its own message.
  const checkCell = (index: number, column: VariantColumn) => {
    const field = `variants.${index}.${column}`;
    const next = { ...errors };
    delete next[field];
    const message = checkVariants(value).messages[field];
    if (message) next[field] = message;
    onErrorsChange(next);
  };
  // Rows moved or removed: the row messages no longer fit their rows; they come back when checked again.
  const changeRows = (rows: VariantRow[]) => {
    onChange(rows);
    onErrorsChange(errors.variants ? { variants: errors.variants } : {});
  };
  const focus = useMoveFocus(value);
  const move = (index: number, by: MoveBy) => {
    const order = movedOrder(value.map((row) => row.key), index, by);
    changeRows(order.map((key) => value.find((row) => row.key === key)!));
    focus.focusMoved(value[index]!.key, by, index + by, value.length);
  };

  const listError = errors.variants;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="variants-editor" aria-describedby={[hintId, listError ? errorId : ''].filter(Boolean).join(' ')}>
      <legend className="ui-field__label">Variants</legend>
      {value.length === 0 ? (
        <p className="variants-editor__none">No variants: the item is sold as one thing with the stock below.</p>
      ) : (
        <Table dense className="variants-editor__table" aria-label="Variants">
          <TableHead columns={[...COLUMNS.map(({ label }) => label), { label: 'Actions', hidden: true }]} />
          <tbody>
            {value.map((row, index) => {
              const name = `Variant ${index + 1}`;
              return (
                <tr key={row.key}>
                  {COLUMNS.map(({ column, spoken, inputMode }) => {
                    const error = errors[`variants.${index}.${column}`];
                    const cellErrorId = `${id}-${index}-${column}-error`;
                    return (
                      <td key={column}>
                        <Input
                          inputMode={inputMode}
                          aria-label={`${name} ${spoken}`}
                          invalid={Boolean(error)}
                          aria-describedby={error ? cellErrorId : undefined}
                          value={row[column]}
                          onChange={(event) => setCell(index, column, event.currentTarget.value)}
                          onBlur={() => checkCell(index, column)}
                        />
                        {error && (
                          <p className="ui-field__error" id={cellErrorId}>
                            {error}
                          </p>
                        )}
                      </td>
                    );
                  })}
                  <td className="ui-table__actions">
                    <MoveButtons id={row.key} name={name} index={index} count={value.length} focus={focus} onMove={(by) => move(index, by)} />
                    <Button
                      size="sm"
                      aria-label={`Remove ${name}${row.label ? ` (${row.label})` : ''}`}
                      onClick={() => changeRows(value.filter((other) => other.key !== row.key))}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <p>
        <Button onClick={() => onChange([...value, { key: newKey(), label: '', sku: '', stock: '0' }])}>
          Add variant
        </Button>
      </p>
      <p className="ui-field__hint" id={hintId}>
        {value.length > 0
          ? `The item’s stock is the sum of its variants’: ${variantStockTotal(value).toLocaleString('en-US')}. SKUs are unique across the shop.`
          : 'Add variants when the item comes in colours, rulings or sizes with their own stock.'}
      </p>
      {listError && (
        <p className="ui-field__error" id={errorId}>
          {listError}
        </p>
      )}
    </fieldset>
  );
}
