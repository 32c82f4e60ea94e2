import { screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { product, row } from '../../../test/catalog-data.ts';
import { resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inLanguage } from '../../../test/languages.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

function section(id: string, slug: string, name: string, path: string, children: { id: string; name: string; path: string }[] = []) {
  return {
    id,
    __typename: 'Section',
    slug,
    name,
    description: `${name} books`,
    path,
    children: { edges: children.map((node) => ({ node: { __typename: 'Section', ...node } })) },
  };
}

const SECTIONS = {
  edges: [
    { node: section('s1', 'academic', 'Academic', '/academic', [{ id: 's5', name: 'Cycle', path: '/academic/cycle' }]) },
    { node: section('s2', 'engineering', 'Engineering', '/engineering') },
    { node: section('s3', 'medical', 'Medical', '/medical') },
    { node: section('s4', 'varsity', 'Varsity', '/varsity') },
  ],
};

const EMPTY_ROWS = { newArrivals: row([]), bestsellers: row([]), courses: row([]), bundleYears: [] };

/** The named regions of the page below the hero, in order. */
function regionNames() {
  return within(screen.getByRole('main'))
    .getAllByRole('region')
    .map((region) => {
      const labelledBy = region.getAttribute('aria-labelledby');
      return labelledBy ? document.getElementById(labelledBy)!.textContent : region.getAttribute('aria-label');
    })
    .slice(1);
}

describe('home page', () => {
  it('shows the hero at once, then bestsellers, sections, new arrivals and courses from one query', async () => {
    await renderRoute('/', mockEnvironment, { user: null });
    await waitForOperation(mockEnvironment, 'HomePageQuery');
    expect(mockEnvironment.mock.getAllOperations()).toHaveLength(1);
    // The hero and its links, the four sections first (a phone's first screen: issue 34), then the kinds, do not wait for the data.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Books, ebooks and courses');
    const kinds = screen.getByRole('navigation', { name: 'Shop by section and kind' });
    expect(within(kinds).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/academic',
      '/engineering',
      '/medical',
      '/varsity',
      '/ebook',
      '/stationery',
      '/content',
      '/bundle',
    ]);
    expect(screen.getByText('Loading products…')).toBeInTheDocument();

    await resolveOperation(mockEnvironment, 'HomePageQuery', {
      sections: SECTIONS,
      newArrivals: row([product('n1', { title: 'Newest Physics' }), product('n2', { title: 'Newest Chemistry', kind: 'EBOOK' }), product('n3')]),
      bestsellers: row([product('p1', { title: 'Best Selling Math' })]),
      bundleYears: [],
      courses: row([product('c1', { title: 'Organic Chemistry Course', kind: 'CONTENT' })]),
    });

    expect(await screen.findByRole('region', { name: 'New arrivals' })).toBeInTheDocument();
    expect(regionNames()).toEqual(['Bestsellers', 'Shop by section', 'New arrivals', 'Course highlights']);
    const arrivals = screen.getByRole('list', { name: 'New arrivals' });
    expect(within(arrivals).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Newest Physics', 'Newest Chemistry', 'Product n3']);

    const sections = screen.getByRole('region', { name: 'Shop by section' });
    for (const name of ['Academic', 'Engineering', 'Medical', 'Varsity']) {
      expect(within(sections).getByRole('heading', { name, level: 3 })).toBeInTheDocument();
    }
    expect(within(sections).getByRole('link', { name: 'Cycle' })).toHaveAttribute('href', '/academic/cycle');

    expect(within(screen.getByRole('region', { name: 'Bestsellers' })).getByRole('link', { name: 'Best Selling Math' })).toBeInTheDocument();
    const courses = screen.getByRole('region', { name: 'Course highlights' });
    expect(within(courses).getByRole('link', { name: 'Organic Chemistry Course' })).toHaveAttribute('href', '/content/organic-chemistry-course');
    expect(within(courses).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/content?sort=popular');
    // No year has bundles: nothing more is asked.
    expect(mockEnvironment.mock.getAllOperations()).toHaveLength(0);
    expect(document.title).toBe('Pathagar');
  });

  it('puts the bestsellers first, as a grid whose first four covers load at once with high priority, and the rest lazily', async () => {
    await renderRoute('/', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'HomePageQuery', {
      ...EMPTY_ROWS,
      sections: SECTIONS,
      newArrivals: row([product('n1')]),
      bestsellers: row(['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => product(id))),
    });
    const first = await screen.findByRole('list', { name: 'Bestsellers' });
    // A wrapping grid (two columns on a phone), not a row that scrolls sideways.
    expect(first).toHaveClass('product-grid');
    expect(first).not.toHaveClass('product-grid--row');
    const images = [...first.querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
    const later = screen.getByRole('list', { name: 'New arrivals' }).querySelector('img')!;
    expect(later).toHaveAttribute('loading', 'lazy');
    for (const img of [...images, later]) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it("shows the newest exam year's bundles once the year is known, with a link to all of that year", async () => {
    await renderRoute('/', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'HomePageQuery', { ...EMPTY_ROWS, sections: SECTIONS, bundleYears: [2027, 2026] });
    const operation = await resolveOperation(mockEnvironment, 'HomePageBundlesQuery', {
      products: row([product('b1', { title: 'HSC 2027 Science Bundle', kind: 'BUNDLE', year: 2027 })]),
    });
    expect(operation.request.variables).toEqual({ year: 2027 });
    const bundles = await screen.findByRole('region', { name: 'Bundles for 2027' });
    expect(within(bundles).getByRole('link', { name: 'HSC 2027 Science Bundle' })).toHaveAttribute('href', '/bundle/hsc-2027-science-bundle');
    expect(within(bundles).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/bundles/2027');
  });

  it('says the shop is being stocked when there is nothing yet', async () => {
    await renderRoute('/', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'HomePageQuery', { sections: { edges: [] }, ...EMPTY_ROWS });
    expect(await screen.findByText(/The shop is being stocked/)).toBeInTheDocument();
    expect(regionNames()).toEqual([]);
  });

  it('speaks Bangla: hero, kinds, rows, cards with Bangla digits in prices, years and counts', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/', mockEnvironment, { user: null });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('এইচএসসি শিক্ষার্থীদের সব বই, ই-বুক ও কোর্স');
      const kinds = screen.getByRole('navigation', { name: 'বিভাগ ও ধরন অনুযায়ী কিনুন' });
      expect(within(kinds).getByRole('link', { name: /একাডেমিক/ })).toHaveAttribute('href', '/academic');
      expect(within(kinds).getByRole('link', { name: /ই-বুক/ })).toHaveTextContent('যেকোনো ডিভাইসে সাথে সাথে পড়ুন');
      expect(screen.getByText('পণ্য লোড হচ্ছে…')).toBeInTheDocument();
      await resolveOperation(mockEnvironment, 'HomePageQuery', {
        ...EMPTY_ROWS,
        sections: SECTIONS,
        bestsellers: row([product('p1', { title: 'Best Selling Math', price: 125000, compareAtPrice: 150000, rating: { average: 4.5, count: 12 } })]),
        bundleYears: [2027],
      });
      await resolveOperation(mockEnvironment, 'HomePageBundlesQuery', { products: row([product('b1', { title: 'HSC 2027 Bundle', kind: 'BUNDLE', year: 2027 })]) });
      const bundles = await screen.findByRole('region', { name: '২০২৭ সালের বান্ডেল' });
      expect(within(bundles).getByText('পরীক্ষা ২০২৭')).toBeInTheDocument();
      expect(within(bundles).getByRole('link', { name: '২০২৭ সালের বান্ডেল: সব দেখুন' })).toHaveTextContent('সব দেখুন');
      const best = screen.getByRole('region', { name: 'বেস্টসেলার' });
      expect(within(best).getByText('৳১,২৫০')).toBeInTheDocument();
      expect(within(best).getByText('বই')).toBeInTheDocument();
      expect(within(best).getByRole('img', { name: '৫-এর মধ্যে ৪.৫ রেটিং, ১২টি রিভিউ' })).toBeInTheDocument();
      expect(within(best).getByRole('button', { name: /কার্টে যোগ করুন/ })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'বিভাগ অনুযায়ী কিনুন' })).toBeInTheDocument();
    });
  });
});
