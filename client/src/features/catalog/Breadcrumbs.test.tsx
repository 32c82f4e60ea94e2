import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { i18n, type MessageId } from '../../i18n/i18n.ts';
import { inLanguage } from '../../../test/languages.ts';
import { productTrail } from './ProductHero.tsx';

const t = (id: MessageId) => i18n._(id);

function renderTrail(items: Crumb[]) {
  const router = createMemoryRouter([{ path: '*', element: <Breadcrumbs items={items} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Breadcrumb' });
}

describe('Breadcrumbs', () => {
  it('is a navigation landmark with an ordered list, the current page last and not a link', () => {
    const nav = renderTrail([{ label: 'Home', to: '/' }, { label: 'Academic', to: '/academic' }, { label: 'Physics 1st Paper' }]);
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Academic', 'Physics 1st Paper']);
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Academic', '/academic'],
    ]);
    const current = within(nav).getByText('Physics 1st Paper');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('carries schema.org BreadcrumbList microdata with each position', () => {
    const nav = renderTrail([{ label: 'Home', to: '/' }, { label: 'Bundles' }]);
    expect(nav.querySelector('ol')).toHaveAttribute('itemtype', 'https://schema.org/BreadcrumbList');
    const positions = [...nav.querySelectorAll('li[itemtype="https://schema.org/ListItem"] meta[itemprop="position"]')];
    expect(positions.map((meta) => meta.getAttribute('content'))).toEqual(['1', '2']);
  });
});

describe('productTrail', () => {
  it('goes through the parent section and the section', () => {
    expect(
      productTrail({
        kind: 'BOOK',
        title: 'Cycle Guide',
        section: { name: 'Cycle', path: '/academic/cycle', parent: { name: 'Academic', path: '/academic' } },
      }, t),
    ).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Academic', to: '/academic' },
      { label: 'Cycle', to: '/academic/cycle' },
      { label: 'Cycle Guide' },
    ]);
  });

  it("goes through the kind's list when the product has no section", () => {
    expect(productTrail({ kind: 'STATIONERY', title: 'Geometry Box', section: null }, t)).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Stationery', to: '/stationery' },
      { label: 'Geometry Box' },
    ]);
    expect(productTrail({ kind: 'BOOK', title: 'Loose Book', section: null }, t)).toEqual([{ label: 'Home', to: '/' }, { label: 'Loose Book' }]);
  });

  it('says Home and the kind list in Bangla', async () => {
    await inLanguage('bn', () => {
      expect(productTrail({ kind: 'EBOOK', title: 'পদার্থবিজ্ঞান', section: null }, t)).toEqual([
        { label: 'প্রথম পাতা', to: '/' },
        { label: 'ই-বুক', to: '/ebook' },
        { label: 'পদার্থবিজ্ঞান' },
      ]);
    });
  });
});
