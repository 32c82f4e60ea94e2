import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import type { ProductCardTestQuery } from '../../__generated__/ProductCardTestQuery.graphql.ts';
import { product, type ProductOverrides } from '../../../test/catalog-data.ts';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { coverBoxHtml } from '#shared/cover-image.ts';
import { ProductCard, type ProductCardProps } from './ProductCard.tsx';

function Harness({ actions, priority }: Pick<ProductCardProps, 'actions' | 'priority'>) {
  const data = useLazyLoadQuery<ProductCardTestQuery>(
    graphql`
      query ProductCardTestQuery {
        searchSuggestions(query: "test") {
          id
          ...ProductCard_product
        }
      }
    `,
    {},
  );
  return (
    <>
      {data.searchSuggestions.map((item) => (
        <ProductCard key={item.id} product={item} actions={actions} priority={priority} />
      ))}
    </>
  );
}

async function renderCard(overrides: ProductOverrides, actions?: ProductCardProps['actions'], priority?: boolean) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ path: '*', element: <Harness actions={actions} priority={priority} /> }]);
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <RouterProvider router={router} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  await resolveOperation(environment, 'ProductCardTestQuery', { searchSuggestions: [product('p1', overrides)] });
  return screen.findByRole('article');
}

describe('ProductCard', () => {
  it('shows the cover, kind, title linking to the product, authors and the formatted price', async () => {
    const card = await renderCard({ title: 'Physics 1st Paper', slug: 'physics-1st-paper', price: 125000, authors: ['Ishak Nurfaraj', 'Shahjahan Tapan'] });
    expect(card).toHaveAccessibleName('Physics 1st Paper');
    expect(within(card).getByRole('link', { name: 'Physics 1st Paper' })).toHaveAttribute('href', '/book/physics-1st-paper');
    // One link per product (it stretches over the whole card): no second, hidden link on the cover.
    expect(card.querySelectorAll('a')).toHaveLength(1);
    expect(within(card).getByText('Book')).toHaveClass('ui-badge');
    expect(within(card).getByText('Ishak Nurfaraj, Shahjahan Tapan')).toBeInTheDocument();
    expect(within(card).getByText('৳1,250')).toBeInTheDocument();
    expect(within(card).queryByText(/was/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Out of stock')).not.toBeInTheDocument();
    const cover = card.querySelector('img')!;
    expect(cover).toHaveAttribute('src', '/files/covers/physics-1st-paper.svg');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '160');
    expect(cover).toHaveAttribute('height', '240');
    expect(cover).not.toHaveAttribute('fetchpriority');
  });

  it('offers an uploaded cover as WebP variants at the width shown, and a drawing as it is', async () => {
    const srcset = '/files/variants/160/covers/p.jpg.webp 160w, /files/variants/320/covers/p.jpg.webp 320w';
    const photo = (await renderCard({ cover: { url: '/files/covers/p.jpg', alt: 'P', srcset } })).querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/files/covers/p.jpg');
    expect(photo).toHaveAttribute('srcset', srcset);
    expect(photo).toHaveAttribute('sizes', '(min-width: 40rem) 176px, 46vw');
    expect(photo).toHaveAttribute('width', '160');
    document.body.innerHTML = '';
    const drawing = (await renderCard({})).querySelector('img')!;
    expect(drawing).not.toHaveAttribute('srcset');
    expect(drawing).not.toHaveAttribute('sizes');
  });

  it('offers AVIF in a <picture> where the cover has it, keeping the image\'s size, sizes and loading, and shows its colour while it loads', async () => {
    const srcset = '/files/variants/160/covers/p.jpg.webp 160w, /files/variants/320/covers/p.jpg.webp 320w';
    const avifSrcset = '/files/variants/160/covers/p.jpg.webp 160w, /files/variants/320/covers/p.jpg.avif 320w';
    const card = await renderCard({ cover: { url: '/files/covers/p.jpg', alt: 'P', srcset, avifSrcset, placeholder: '#a0b1c2' } }, undefined, true);
    const picture = card.querySelector('.product-card__cover > picture')!;
    const [source, photo] = [...picture.children] as [HTMLSourceElement, HTMLImageElement];
    expect(source.tagName).toBe('SOURCE');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', avifSrcset);
    expect(source).toHaveAttribute('sizes', '(min-width: 40rem) 176px, 46vw');
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('srcset', srcset);
    expect(photo).toHaveAttribute('sizes', '(min-width: 40rem) 176px, 46vw');
    expect([photo.getAttribute('width'), photo.getAttribute('height'), photo.getAttribute('loading'), photo.getAttribute('fetchpriority')]).toEqual(['160', '240', 'eager', 'high']);
    expect(photo.style.backgroundColor).toBe('rgb(160, 177, 194)');

    // Without AVIF (or a colour) the <img> stands alone, as before.
    document.body.innerHTML = '';
    const plain = await renderCard({ cover: { url: '/files/covers/p.jpg', alt: 'P', srcset } });
    expect(plain.querySelector('picture')).toBeNull();
    expect(plain.querySelector('img')!.style.backgroundColor).toBe('');
  });

  it('loads the cover at once with high priority when asked (the first cards of a page)', async () => {
    const card = await renderCard({}, undefined, true);
    const cover = card.querySelector('img')!;
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });

  it.each([
    ['an uploaded photo', { url: '/files/covers/a.webp', alt: 'A', srcset: '/files/variants/160/covers/a.webp 160w, /files/variants/320/covers/a.webp 320w' }],
    ['a drawing', { url: '/files/covers/b.svg', alt: 'B', srcset: null }],
    [
      'a photo with AVIF variants',
      { url: '/files/covers/c.jpg', alt: 'C', srcset: '/files/variants/160/covers/c.jpg.webp 160w', avifSrcset: '/files/variants/160/covers/c.jpg.avif 160w' },
    ],
  ])("draws the first covers of a page exactly as the server writes them into the home page's HTML (%s)", async (_kind, cover) => {
    const card = await renderCard({ cover }, undefined, true);
    // The server's copy (server/src/modules/catalog/home-first-view.ts) and the app's must be one picture in one box.
    const server = document.createElement('div');
    server.innerHTML = coverBoxHtml({ url: cover.url, srcset: cover.srcset, avifSrcset: 'avifSrcset' in cover ? cover.avifSrcset : null });
    const attributes = (element: Element | null) => element && Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
    const shape = (box: Element) => ({
      box: [box.tagName, box.className, box.children.length, box.firstElementChild!.tagName],
      source: attributes(box.querySelector('picture > source')),
      image: attributes(box.querySelector('img')),
    });
    expect(shape(card.querySelector('.product-card__cover')!)).toEqual(shape(server.firstElementChild!));
  });

  it('says a digital product can be used at once', async () => {
    const card = await renderCard({ kind: 'EBOOK' });
    expect(within(card).getByText('Ebook')).toBeInTheDocument();
    expect(within(card).getByText('Instant access')).toBeInTheDocument();
  });

  it('strikes through the compare-at price and shows the saving beside the price, off the cover', async () => {
    const card = await renderCard({ price: 80000, compareAtPrice: 100000 });
    expect(card.querySelector('s')).toHaveTextContent('৳1,000');
    const price = within(card).getByText('৳800').closest('p')!;
    expect(price).toHaveTextContent('Price ৳800, was ৳1,000−20% off');
    // The cover's art has its kind label in the top corner: no badge is laid over the cover.
    expect(card.querySelector('.product-card__cover')!.children).toHaveLength(1);
    expect(card.querySelector('.product-card__cover')!.textContent).toBe('');
  });

  it('ignores a compare-at price that is not higher than the price', async () => {
    const card = await renderCard({ price: 80000, compareAtPrice: 80000 });
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).queryByText(/%/)).not.toBeInTheDocument();
  });

  it('marks a product that is out of stock', async () => {
    const card = await renderCard({ inStock: false });
    expect(within(card).getByText('Out of stock')).toBeInTheDocument();
    expect(card).toHaveClass('product-card--sold-out');
    expect(within(card).queryByText('Instant access')).not.toBeInTheDocument();
  });

  it('shows the rating of approved reviews, and the HSC batch of a course', async () => {
    const card = await renderCard({ kind: 'CONTENT', title: 'Chemistry Crash Course', rating: { average: 4.25, count: 12 }, hscBatch: 'HSC 2027' });
    expect(within(card).getByText('Course')).toBeInTheDocument();
    expect(within(card).getByText('HSC 2027')).toBeInTheDocument();
    expect(within(card).getByLabelText('Rated 4.3 out of 5 from 12 reviews')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Chemistry Crash Course' })).toHaveAttribute('href', '/content/chemistry-crash-course');
  });

  it('renders what is passed to the actions slot, with the card data for a function', async () => {
    const card = await renderCard({ title: 'Biology' }, (data) => <button type="button">Add {data.title} to cart</button>);
    expect(within(card).getByRole('button', { name: 'Add Biology to cart' })).toBeInTheDocument();
  });
});
