import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ClearFiltersLink, ListFilterControls, type ListFilterControlsProps } from './ListFilterControls.tsx';

function renderAt(url: string, props: ListFilterControlsProps = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <ListFilterControls {...props} />
            <ClearFiltersLink />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ListFilterControls', () => {
  it('puts the filters behind a "Filters" button that says how many are on (the button shows on phones only)', async () => {
    renderAt('/academic?kind=book&kind=ebook&stock=1', { kinds: ['BOOK', 'EBOOK', 'BUNDLE'] });
    const toggle = screen.getByRole('button', { name: 'Filters (3)' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toContainElement(screen.getByRole('checkbox', { name: 'Ebooks' }));
    expect(panel).not.toHaveClass('shop-filters__panel--open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('shop-filters__panel--open');
  });

  it('has no "Filters" button where only the sort is offered', () => {
    renderAt('/author/x', { kinds: [], price: false, stock: false });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
  });

  it('changes the URL when a kind is ticked, and "Clear filters" keeps the sort and the search text', async () => {
    const router = renderAt('/search?q=physics&sort=price-asc&min=100', { kinds: ['BOOK', 'EBOOK'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Books' }));
    expect(router.state.location.search).toBe('?q=physics&sort=price-asc&kind=book&min=100');
    for (const link of screen.getAllByRole('link', { name: 'Clear filters' })) {
      expect(link).toHaveAttribute('href', '/search?q=physics&sort=price-asc');
    }
  });
});
