/**
 * Issue 22 §3: the deployment files in deploy/ (and the Dockerfile) stay in step with the server: the
 * environment example names every variable config.ts reads and is itself a valid production
 * configuration, PgBouncer's settings match what the app needs behind it and the connection budget
 * holds for the processes the proxy spreads load over, and the units and the container run what
 * `npm start` runs. (The files were also checked by their own tools; see docs/deploying.md.)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENVIRONMENT_VARIABLES, loadConfig, PROJECT_ROOT } from './config.ts';

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');

/** NAME=value lines (comments and blank lines aside), as systemd's EnvironmentFile and `docker --env-file` read them. */
function envFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .filter((line) => line.trim() && !line.trimStart().startsWith('#'))
    .map((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (!match) throw new Error(`Not a NAME=value line: ${line}`);
      return [match[1]!, match[2]!] as const;
    });
  const names = entries.map(([name]) => name);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  return Object.fromEntries(entries);
}

/** key = value settings of an ini file (PgBouncer's), sections flattened. */
function ini(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^\s*([a-z_]+)\s*=\s*(.*?)\s*$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

const example = envFile(read('deploy/pathagar.env.example'));
const pgbouncer = ini(read('deploy/pgbouncer/pgbouncer.ini'));
const caddyfile = read('deploy/caddy/Caddyfile');
const appUnit = read('deploy/systemd/pathagar@.service');
const migrateUnit = read('deploy/systemd/pathagar-migrate.service');
const startScript = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start!;

describe('deploy/pathagar.env.example', () => {
  it('names every variable the server reads, and none it does not (but the migration unit’s direct URL)', () => {
    expect(ENVIRONMENT_VARIABLES).toEqual(expect.arrayContaining(['DATABASE_URL', 'DATABASE_POOL_SIZE', 'REDIS_URL', 'S3_BUCKET', 'WEB_CONCURRENCY']));
    expect(ENVIRONMENT_VARIABLES.filter((name) => !(name in example))).toEqual([]);
    expect(Object.keys(example).filter((name) => !(ENVIRONMENT_VARIABLES as string[]).includes(name))).toEqual(['DATABASE_DIRECT_URL']);
    expect(migrateUnit).toContain('DATABASE_URL=${DATABASE_DIRECT_URL}');
  });

  it('is a valid production configuration for several machines: PostgreSQL through PgBouncer, Redis, S3, live gateways', () => {
    const config = loadConfig(example);
    expect(config).toMatchObject({
      env: 'production',
      webConcurrency: 1,
      clientBuild: 'never',
      database: { kind: 'postgres', preparedStatements: false, poolSize: Number(example.DATABASE_POOL_SIZE) },
      storage: { s3: { bucket: 'pathagar-files' }, publicFilesUrl: 'https://files.shop.example.com' },
      responseCache: { store: 'redis' },
      payments: { sandbox: false },
      shipping: { courier: 'steadfast' },
      sms: { provider: 'bulksmsbd' },
      demoAccounts: false,
      demoCatalog: false,
    });
    expect(config.payments.sslcommerz).not.toBeNull();
    expect(config.payments.bkash).not.toBeNull();
    expect(new URL(example.DATABASE_URL!).port).toBe(pgbouncer.listen_port);
    expect(new URL(example.DATABASE_DIRECT_URL!).port).toBe('5432');
  });
});

describe('deploy/pgbouncer/pgbouncer.ini', () => {
  it('pools by transaction, with what the app needs behind such a pooler', () => {
    expect(pgbouncer.pool_mode).toBe('transaction');
    // node-postgres sends statement_timeout at connection start; PgBouncer refuses unknown start-up parameters.
    expect(pgbouncer.ignore_startup_parameters!.split(',')).toContain('statement_timeout');
    // …so the timeout is set by PgBouncer, equal to the app's.
    expect(/connect_query='SET statement_timeout = (\d+)'/.exec(read('deploy/pgbouncer/pgbouncer.ini'))?.[1]).toBe(example.DATABASE_STATEMENT_TIMEOUT_MS);
    // The migration engine's session advisory lock must not outlive the transaction on a shared server connection.
    expect(pgbouncer).toMatchObject({ server_reset_query: 'SELECT pg_advisory_unlock_all()', server_reset_query_always: '1' });
    // No prepared statements (PgBouncer 1.18 cannot keep them) and no LISTEN/NOTIFY (the change bus goes through Redis).
    expect(example).toMatchObject({ DATABASE_PREPARED_STATEMENTS: 'false', RESPONSE_CACHE: 'redis' });
    expect(example.REDIS_URL).toMatch(/^redis:\/\//);
  });

  it('has room for every process the proxy sends requests to: pool size × processes (× 2: each beside its replacement) ≤ max_client_conn', () => {
    const upstreams = [...caddyfile.matchAll(/^\s*to\s+(.+)$/gm)].flatMap((match) => match[1]!.trim().split(/\s+/));
    expect(upstreams.length).toBeGreaterThanOrEqual(4);
    expect(new Set(upstreams).size).toBe(upstreams.length);
    const clients = Number(example.DATABASE_POOL_SIZE) * upstreams.length * 2;
    expect(clients).toBeLessThanOrEqual(Number(pgbouncer.max_client_conn));
    // PostgreSQL's side: PgBouncer's server connections plus ~10 direct ones within max_connections (100) less the superuser reserve (3).
    expect(Number(pgbouncer.default_pool_size) + Number(pgbouncer.reserve_pool_size) + 10).toBeLessThanOrEqual(100 - 3);
  });
});

describe('the units, the proxy and the container', () => {
  it('run what `npm start` runs, one process per unit on the instance’s port, after the migrations', () => {
    expect(startScript).toBe('node --import tsx server/src/main.ts');
    expect(appUnit).toContain(`ExecStart=/usr/bin/${startScript}`);
    expect(appUnit).toMatch(/^Environment=PORT=%i$/m);
    expect(appUnit).toMatch(/^Environment=WEB_CONCURRENCY=1$/m);
    expect(appUnit).toMatch(/^Requires=pathagar-migrate\.service$/m);
    const migrate = /server\/scripts\/migrate\.ts deploy$/m.exec(migrateUnit);
    expect(migrate).not.toBeNull();
    expect(existsSync(path.join(PROJECT_ROOT, 'server/scripts/migrate.ts'))).toBe(true);
    expect(read('Dockerfile')).toContain(`CMD ${JSON.stringify(startScript.split(' '))}`.replace(/","/g, '", "'));
  });

  it('the proxy checks /readyz, leaves the hashed assets’ year-long caching to the app, and the container runs on a supported Node.js', () => {
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
    // The app gives hashed assets a year, on 200s only; the proxy must not override it (a 404 would be kept a year).
    expect(read('server/src/http/spa.ts')).toMatch(/if \(c\.res\.ok && !c\.res\.headers\.has\('Cache-Control'\)\) \{\n\s*c\.res\.headers\.set\('Cache-Control', c\.req\.path\.startsWith\('\/assets\/'\) \? IMMUTABLE/);
    expect(read('server/src/http/spa.ts')).toContain("const IMMUTABLE = 'public, max-age=31536000, immutable';");
    expect(caddyfile).not.toMatch(/^\s*header\b.*Cache-Control/im);
    const nodeVersion = /^ARG NODE_VERSION=(\d+)$/m.exec(read('Dockerfile'))?.[1];
    expect(['22', '24']).toContain(nodeVersion);
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'data', '.env', 'client/dist', '.git']));
  });
});
