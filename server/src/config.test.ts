import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: port 3000 and the embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/data\/pglite$/) });
    expect(config.isDevelopment).toBe(true);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgresql://shop@db.internal:5432/pathagar';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url, poolSize: 10, preparedStatements: true });
  });

  it('sizes the PostgreSQL pool and turns prepared statements off when told', () => {
    const url = 'postgresql://shop@db.internal:5432/pathagar';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '40', DATABASE_PREPARED_STATEMENTS: 'false' }).database).toEqual({
      kind: 'postgres',
      url,
      poolSize: 40,
      preparedStatements: false,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['SHUTDOWN_TIMEOUT_MS', '-1'],
    ['DATABASE_URL', 'mysql://root@localhost/shop'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['DATABASE_POOL_SIZE', '2.5'],
    ['DATABASE_PREPARED_STATEMENTS', 'sometimes'],
  ])('rejects %s=%s naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^[\\s\\S]*\\b${variable}: `));
  });

  it('creates demo accounts only on the embedded database unless told otherwise', () => {
    expect(loadConfig({}).demoAccounts).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/shop' }).demoAccounts).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/shop', DEMO_ACCOUNTS: 'true' }).demoAccounts).toBe(true);
  });

  it('marks the session cookie Secure in production', () => {
    expect(loadConfig({}).session.secureCookie).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).session).toEqual({ idleMinutes: 10_080, maxDays: 30, secureCookie: true });
  });

  it('uses the local SMS outbox unless a gateway is configured completely', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
    expect(() => loadConfig({ SMS_PROVIDER: 'bulksmsbd', SMS_SENDER_ID: 'PATHAGAR' })).toThrow(/SMS_API_KEY: is required/);
    expect(loadConfig({ SMS_PROVIDER: 'bulksmsbd', SMS_API_KEY: 'k', SMS_SENDER_ID: 'PATHAGAR' }).sms).toMatchObject({ provider: 'bulksmsbd', senderId: 'PATHAGAR' });
  });

  it('reports to an ad pixel only when its numeric id is configured', () => {
    expect(loadConfig({}).adPixel).toEqual({ metaPixelId: undefined });
    expect(loadConfig({ META_PIXEL_ID: '123456789012345' }).adPixel).toEqual({ metaPixelId: '123456789012345' });
    expect(() => loadConfig({ META_PIXEL_ID: 'fb-123' })).toThrow(/META_PIXEL_ID: must be the ad pixel's numeric id/);
  });

  it('runs WEB_CONCURRENCY processes (auto: one per core), more than one only on PostgreSQL', () => {
    const pg = { DATABASE_URL: 'postgresql://localhost/shop' };
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(availableParallelism());
    expect(() => loadConfig({ ...pg, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY: must be a whole number from 1 to 999, or 'auto'/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: is 2, but the embedded database \(PGlite\) serves one process/);
  });

  it('never echoes a database URL, which may carry a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:s3cret@localhost/shop' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
  });
});
