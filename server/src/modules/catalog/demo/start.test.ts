import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../../../test/server-process.ts';
import { loadConfig } from '../../../config.ts';

async function productCount(url: string): Promise<number> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query: '{ products(first: 1) { totalCount } }' }),
  });
  const { data } = (await response.json()) as { data: { products: { totalCount: number } } };
  return data.products.totalCount;
}

describe('the demo catalogue at start-up', () => {
  it('is on for the embedded database and off for DATABASE_URL unless DEMO_CATALOG says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ demoCatalog: true, demoCatalogScale: 1 });
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/shop' }).demoCatalog).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/shop', DEMO_CATALOG: 'true' }).demoCatalog).toBe(true);
    expect(loadConfig({ DEMO_CATALOG: 'false', DEMO_CATALOG_SCALE: '0.1' })).toMatchObject({ demoCatalog: false, demoCatalogScale: 0.1 });
    expect(() => loadConfig({ DEMO_CATALOG_SCALE: 'lots' })).toThrow(/DEMO_CATALOG_SCALE/);
    expect(() => loadConfig({ DEMO_CATALOG: 'maybe' })).toThrow(/DEMO_CATALOG/);
  });

  it('fills an empty embedded database on the first start and leaves it alone on the next', async () => {
    const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pathagar-data-')), DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.01' };
    // The first start through `npm start`'s own command (node --import tsx), not the run's bundle of the server.
    const first = await startServerProcess(env, 60_000, { source: true });
    try {
      expect(first.output()).toMatch(/Demo catalogue loaded: \d+ products/);
      expect(await productCount(first.url)).toBeGreaterThan(40);
    } finally {
      expect(await first.stop('SIGTERM')).toBe(0);
    }
    const second = await startServerProcess(env);
    try {
      expect(second.output()).not.toMatch(/demo catalogue/i);
      expect(await productCount(second.url)).toBeGreaterThan(40);
    } finally {
      expect(await second.stop('SIGTERM')).toBe(0);
    }
  }, 120_000);
});
