/**
 * Issue 20: no screen of seed §2 may show a "being built" page. Every route of the table loads a module
 * that renders a screen (a `Component`), and no source file of the client says a page is being built or
 * opens soon: the planned page that stood in for unbuilt screens is gone, and the back-office tables are
 * typed by their path lists, so a path without a screen does not compile.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BACK_OFFICE_ROUTES } from './back-office-routes.ts';
import { ROUTES as SHOPPER_ROUTES } from './route-table.ts';

// Both tables: the shopper's and the back office's (loaded with its first screen).
const ROUTES = [...SHOPPER_ROUTES, ...BACK_OFFICE_ROUTES];

it('loads a screen for every route of the shop', async () => {
  const without: string[] = [];
  for (const route of ROUTES) {
    const module = (await route.page()) as { Component?: unknown };
    if (typeof module.Component !== 'function' && typeof module.Component !== 'object') without.push(route.path);
  }
  expect(without).toEqual([]);
}, 60_000);

it('has no page that says it is being built', () => {
  const src = path.resolve(__dirname, '..');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.includes('__generated__') && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'));
  expect(files.length).toBeGreaterThan(100);
  const saying = files.filter((f) => /being built|will open soon|opens soon/i.test(readFileSync(path.join(src, f), 'utf8')));
  expect(saying).toEqual([]);
});
