import { provideServerBundle } from '../../server/test/server-bundle.ts';
import { E2E_RUN_ENV } from './data-templates.ts';

/** Names this run's data templates (client/e2e/data-templates.ts) and bundles the server the files start; the workers inherit both. */
export default async function globalSetup(): Promise<void> {
  process.env[E2E_RUN_ENV] = `${process.pid}_${Date.now().toString(36)}`;
  await provideServerBundle(process.env[E2E_RUN_ENV]);
}
