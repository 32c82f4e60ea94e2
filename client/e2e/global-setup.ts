import { E2E_RUN_ENV } from './data-templates.ts';

/** Names this run's data templates (client/e2e/data-templates.ts); the workers inherit it. */
export default function globalSetup(): void {
  process.env[E2E_RUN_ENV] = `${process.pid}_${Date.now().toString(36)}`;
}
