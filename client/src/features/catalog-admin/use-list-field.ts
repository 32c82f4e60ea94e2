import { useState } from 'react';

/**
 * A list a product form edits beside its text fields (a bundle's items, a stationery item's
 * variants): its rows, and its messages under the server's field names: `<name>` for the list,
 * `<name>.<i>.<field>` for a row's box.
 */
export function useListField<R>(name: string, initialRows: () => R[]) {
  const [rows, setRows] = useState<R[]>(initialRows);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    rows,
    setRows,
    errors,
    setErrors,
    /** Shows the list as saved, without messages. */
    reset: (next: R[]) => {
      setRows(next);
      setErrors({});
    },
    /** Shows the server's messages about this list (of all in `fields`); returns their field names. */
    showServerMessages: (fields: Readonly<Record<string, string>>): string[] => {
      const own = Object.fromEntries(Object.entries(fields).filter(([field]) => field === name || field.startsWith(`${name}.`)));
      setErrors(own);
      return Object.keys(own);
    },
  };
}
