import { renderHook } from '@testing-library/react';
import { useLocation, type Location } from 'react-router';
import { CANONICAL_QUERY_ALLOWLIST, canonicalUrl, documentTitle, titleFromPath, usePageHead } from './head.ts';

// The hook only reads the location, and react-router itself needs TextEncoder, which this jsdom lacks.
jest.mock('react-router', () => ({ useLocation: jest.fn() }));

const canonicalLinks = () => document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');

function at(url: string): Location {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { pathname, search, hash: '', state: null, key: 'default' };
}

function renderAt(url: string, title?: string) {
  jest.mocked(useLocation).mockReturnValue(at(url));
  return renderHook(() => usePageHead({ title }));
}

afterEach(() => {
  document.title = '';
  for (const link of canonicalLinks()) link.remove();
});

describe('titleFromPath', () => {
  test('the last segment in title case with dashes as spaces', () => {
    expect(titleFromPath('/info/privacy-policy')).toBe('Privacy Policy');
    expect(titleFromPath('/academic')).toBe('Academic');
    expect(titleFromPath('/info/refund/')).toBe('Refund');
  });

  test('the home page is the product name', () => {
    expect(titleFromPath('/')).toBe('Pathagar');
  });

  test('percent-encoded segments are decoded', () => {
    expect(titleFromPath('/books/%E0%A6%AC%E0%A6%87')).toBe('বই');
  });
});

test('documentTitle: suffixed with the product name except on the home page', () => {
  expect(documentTitle('/info/privacy-policy')).toBe('Privacy Policy | Pathagar');
  expect(documentTitle('/academic', 'HSC books')).toBe('HSC books | Pathagar');
  expect(documentTitle('/')).toBe('Pathagar');
  expect(documentTitle('/', 'Home')).toBe('Pathagar');
});

describe('canonicalUrl', () => {
  test('the allow-list is page, sort and q', () => {
    expect(CANONICAL_QUERY_ALLOWLIST).toEqual(['page', 'sort', 'q']);
  });

  test('drops parameters that are not allowed and keeps the others in their order', () => {
    expect(
      canonicalUrl('https://pathagar.test', '/academic', '?utm_source=fb&sort=price&ref=x&page=2', CANONICAL_QUERY_ALLOWLIST),
    ).toBe('https://pathagar.test/academic?sort=price&page=2');
  });

  test('no query string when nothing is allowed', () => {
    expect(canonicalUrl('https://pathagar.test', '/academic', '?utm_source=fb', CANONICAL_QUERY_ALLOWLIST)).toBe(
      'https://pathagar.test/academic',
    );
  });

  test('a path starting with two slashes stays on the origin', () => {
    expect(canonicalUrl('https://pathagar.test', '//evil.test/x', '', [])).toBe('https://pathagar.test//evil.test/x');
  });
});

describe('usePageHead', () => {
  test('titles a page from its path and adds one canonical link', () => {
    renderAt('/info/privacy-policy?utm_source=fb&page=3');
    expect(document.title).toBe('Privacy Policy | Pathagar');
    expect(canonicalLinks()).toHaveLength(1);
    expect(canonicalLinks()[0]?.href).toBe(`${window.location.origin}/info/privacy-policy?page=3`);
  });

  test('a given title wins over the path', () => {
    renderAt('/academic', 'Academic books');
    expect(document.title).toBe('Academic books | Pathagar');
  });

  test('the home page is just the product name', () => {
    renderAt('/');
    expect(document.title).toBe('Pathagar');
  });

  test('navigating updates the title and the same canonical link', () => {
    const { rerender } = renderAt('/academic');
    jest.mocked(useLocation).mockReturnValue(at('/medical?q=anatomy&sort=new'));
    rerender();
    expect(document.title).toBe('Medical | Pathagar');
    expect(canonicalLinks()).toHaveLength(1);
    expect(canonicalLinks()[0]?.href).toBe(`${window.location.origin}/medical?q=anatomy&sort=new`);
  });
});
