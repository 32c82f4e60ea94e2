/** Issue 10, point 10: `npm start` warns when a development-mode shop is reachable from other machines. */
import { startServerProcess } from '../../test/server-process.ts';
import { developmentExposureWarning, isLoopbackHost } from '../http/exposure-warning.ts';
import { migratedDataDir } from '../../test/test-database.ts';

describe('the development-exposure warning', () => {
  it.each(['localhost', '127.0.0.1', '127.10.0.1', '::1', '[::1]', 'app.localhost'])('stays quiet on the loopback address %s', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
    expect(developmentExposureWarning({ env: 'development', host })).toBeNull();
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'shop.example.com', '128.0.0.1'])('warns on %s outside production, never in production', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
    expect(developmentExposureWarning({ env: 'development', host })).toMatch(/^NODE_ENV is "development", not "production", and HOST=/);
    expect(developmentExposureWarning({ env: 'test', host })).not.toBeNull();
    expect(developmentExposureWarning({ env: 'production', host })).toBeNull();
  });

  it('is printed by the real entry point with the default HOST (0.0.0.0)', async () => {
    const server = await startServerProcess({
      DATA_DIR: migratedDataDir('pathagar-warning-'),
      NODE_ENV: 'development',
      HOST: '',
      DEMO_ACCOUNTS: 'false',
    });
    try {
      const warnings = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => entry.level === 40);
      expect(warnings.map((entry) => entry.msg)).toContainEqual(
        expect.stringMatching(/^NODE_ENV is "development", not "production", and HOST=0\.0\.0\.0 makes the shop reachable from other machines/),
      );
    } finally {
      await server.stop();
    }
  }, 90_000);
});
