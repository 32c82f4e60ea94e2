import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListCount, Pagination } from './Pagination.tsx';
import { Table, TableHead } from './Table.tsx';

describe('Table', () => {
  it('draws a named table with its header row; hidden columns are named for screen readers only', () => {
    render(
      <Table aria-label="Orders" busy>
        <TableHead columns={['Order', { label: 'Total', numeric: true }, { label: 'Actions', hidden: true }]} />
        <tbody>
          <tr>
            <td>P-1</td>
            <td>৳100</td>
            <td />
          </tr>
        </tbody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order', 'Total', 'Actions']);
    expect(screen.getByRole('columnheader', { name: 'Actions' }).firstElementChild).toHaveClass('ui-visually-hidden');
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveClass('ui-table__number');
    // Not wider than its box: no extra tab stop, no region.
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(table.parentElement).not.toHaveAttribute('tabindex');
  });

  it('makes its scroll box a focusable, named region when the table is wider than the box', () => {
    const observers: (() => void)[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: () => void) {
        observers.push(() => this.callback());
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      render(
        <Table aria-label="Coupons">
          <tbody>
            <tr>
              <td>EID50</td>
            </tr>
          </tbody>
        </Table>,
      );
      const box = screen.getByRole('table', { name: 'Coupons' }).parentElement!;
      Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 900 });
      Object.defineProperty(box, 'clientWidth', { configurable: true, value: 600 });
      act(() => observers.forEach((notify) => notify()));
      expect(screen.getByRole('region', { name: 'Coupons' })).toHaveAttribute('tabindex', '0');
      Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 600 });
      act(() => observers.forEach((notify) => notify()));
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});

describe('ListCount and Pagination', () => {
  it('says how many show of how many, or what is happening meanwhile', () => {
    const { rerender } = render(<ListCount shown={20} total={1} noun={{ one: 'book', many: 'books' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 1 book');
    rerender(<ListCount shown={20} total={134} noun={{ one: 'book', many: 'books' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 134 books');
    rerender(<ListCount shown={20} total={134} noun={{ one: 'book', many: 'books' }} busyText="Searching…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });

  it('offers "Load more" only while there is a next page, disabled while it loads', async () => {
    const onLoadMore = jest.fn();
    const { rerender } = render(<Pagination hasNext loading={false} onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<Pagination hasNext loading onLoadMore={onLoadMore} />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    rerender(<Pagination hasNext={false} loading={false} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
