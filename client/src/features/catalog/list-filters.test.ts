import { i18n } from '../../i18n/i18n.ts';
import { inLanguage } from '../../../test/languages.ts';
import { listVariables, readListFilters, writeListFilters } from './list-filters.ts';

const params = (search: string) => new URLSearchParams(search);

describe('list filters in the URL', () => {
  it('reads sort, kinds, price range in Taka and stock, ignoring what it does not know', () => {
    expect(readListFilters(params('sort=price-asc&kind=book&kind=ebook&kind=toys&min=100&max=500&stock=1'))).toEqual({
      sort: 'PRICE_LOW_HIGH',
      kinds: ['BOOK', 'EBOOK'],
      minTaka: 100,
      maxTaka: 500,
      inStock: true,
    });
    expect(readListFilters(params('sort=cheapest&min=-5&max=abc&stock=yes'))).toEqual({
      sort: 'NEWEST',
      kinds: [],
      minTaka: null,
      maxTaka: null,
      inStock: false,
    });
  });

  it('keeps only the kinds the page lists', () => {
    expect(readListFilters(params('kind=stationery&kind=bundle'), ['BOOK', 'BUNDLE']).kinds).toEqual(['BUNDLE']);
  });

  it('writes the filters back, leaving defaults and other parameters alone', () => {
    const next = writeListFilters(params('q=physics&sort=popular&min=5'), {
      sort: 'PRICE_HIGH_LOW',
      kinds: ['EBOOK'],
      minTaka: null,
      maxTaka: 300,
      inStock: true,
    });
    expect(next.toString()).toBe('q=physics&sort=price-desc&kind=ebook&max=300&stock=1');
    expect(writeListFilters(params('sort=popular'), { sort: 'NEWEST', kinds: [], minTaka: null, maxTaka: null, inStock: false }).toString()).toBe('');
  });

  it('turns them into query variables with prices in poisha, on top of what the page always lists', () => {
    expect(listVariables(params('sort=popular&min=100&max=250&stock=1&kind=book'), { section: 'academic' })).toEqual({
      sort: 'POPULAR',
      filter: { section: 'academic', kinds: ['BOOK'], minPrice: 10000, maxPrice: 25000, inStock: true },
    });
    expect(listVariables(params(''), { kinds: ['EBOOK'] }, [])).toEqual({ sort: 'NEWEST', filter: { kinds: ['EBOOK'] } });
  });

  it('counts items in both languages', async () => {
    const itemCount = (count: number) => i18n._('catalogue.list.count', { count });
    expect(itemCount(0)).toBe('0 items');
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(1234)).toBe('1,234 items');
    await inLanguage('bn', () => {
      expect(itemCount(1)).toBe('১টি পণ্য');
      expect(itemCount(1234)).toBe('১,২৩৪টি পণ্য');
    });
  });
});
