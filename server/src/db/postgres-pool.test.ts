import { openTestDatabase, serverUrl } from '../../test/test-database.ts';
import { openDatabase, type Database } from './connect.ts';
import { preparedStatementName } from './postgres-pool.ts';

describe('prepared statement names', () => {
  it('name a statement by its text, and leave statements without parameters unnamed', () => {
    const select = 'SELECT "id" FROM "Product" WHERE "slug" = $1';
    const name = preparedStatementName({ sql: select, args: ['a'] });
    expect(name).toMatch(/^p[\w-]{27}$/);
    expect(preparedStatementName({ sql: select, args: ['b'] })).toBe(name);
    expect(preparedStatementName({ sql: `${select} LIMIT 1`, args: ['a'] })).not.toBe(name);
    expect(preparedStatementName({ sql: 'ANALYZE', args: [] })).toBe('');
  });
});

// The pool and prepared statements are PostgreSQL's (the embedded database has one connection and no pool).
const onPostgres = serverUrl() ? describe : describe.skip;

onPostgres('the PostgreSQL request client', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  async function preparedOnConnection(preparedStatements: boolean) {
    const url = (db.target as { url: string }).url;
    // One connection, so the session the view describes is the one that ran the queries.
    const client = await openDatabase({ kind: 'postgres', url, poolSize: 1, preparedStatements });
    try {
      for (let i = 0; i < 3; i += 1) await client.prisma.section.findUnique({ where: { slug: 'academic' } });
      return await client.prisma.$queryRaw<{ name: string; statement: string }[]>`SELECT name, statement FROM pg_prepared_statements`;
    } finally {
      await client.close();
    }
  }

  it('prepares each statement once per connection', async () => {
    const prepared = await preparedOnConnection(true);
    expect(prepared).toEqual([{ name: expect.stringMatching(/^p/), statement: expect.stringContaining('FROM "public"."Section"') }]);
  });

  it('prepares nothing when DATABASE_PREPARED_STATEMENTS is off', async () => {
    expect(await preparedOnConnection(false)).toEqual([]);
  });
});
