/** Who goes next on the embedded database: least database time first, with waiting counted in a request's favour. */
import type { PGlite } from '@electric-sql/pglite';
import { asTurnOwner, takingTurns } from './pglite-turns.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in for PGlite whose `query(label, ms)` takes `ms` and records the order statements finished in. */
function fakeDatabase() {
  const finished: string[] = [];
  const pglite = {
    async query(label: string, ms: number) {
      await sleep(ms);
      finished.push(label);
      return { rows: [] };
    },
  };
  return { db: takingTurns(pglite as unknown as PGlite) as unknown as typeof pglite, finished };
}

it('serves a new request before a heavy one that has had much database time', async () => {
  const { db, finished } = fakeDatabase();
  const heavy = asTurnOwner(async () => {
    for (let i = 0; i < 6; i++) await Promise.all([db.query(`heavy-${i}a`, 15), db.query(`heavy-${i}b`, 15)]);
  });
  await sleep(70);
  const ping = asTurnOwner(() => db.query('ping', 1));
  await Promise.all([heavy, ping]);
  // The ping waits for at most the statement running when it came, not for the heavy request's rest.
  expect(finished.indexOf('ping')).toBeLessThan(finished.length - 4);
});

it('does not starve a request that has had a long turn while other shoppers keep sending short requests', async () => {
  const { db, finished } = fakeDatabase();
  let streaming = true;
  // Eight shoppers, each sending a new one-statement request as soon as the last one is answered:
  // at any moment there are requests that have had no database time yet.
  const shoppers = Array.from({ length: 8 }, async (_, s) => {
    for (let i = 0; streaming && i < 200; i++) await asTurnOwner(() => db.query(`shopper-${s}-${i}`, 3));
  });
  await sleep(10);
  // A checkout: one long turn (its transaction), then three short statements to answer. By database
  // time alone every fresh request (0 ms) goes before it (30 ms), so it would wait until they stop.
  const checkout = asTurnOwner(async () => {
    await db.query('checkout-transaction', 30);
    for (let i = 0; i < 3; i++) await db.query(`checkout-read-${i}`, 3);
  }).finally(() => {
    streaming = false;
  });
  await Promise.all([checkout, ...shoppers]);
  const done = finished.indexOf('checkout-read-2');
  // The checkout's reads go once they have waited about as long as its transaction took: a dozen or so
  // shoppers' statements, not the 1,600 the shoppers would otherwise send.
  expect(done).toBeGreaterThan(0);
  expect(done - finished.indexOf('checkout-transaction')).toBeLessThan(120);
});
