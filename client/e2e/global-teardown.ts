import { removeServerBundle } from '../../server/test/server-bundle.ts';
import { E2E_RUN_ENV, removeTemplates } from './data-templates.ts';

export default function globalTeardown(): void {
  const runId = process.env[E2E_RUN_ENV];
  if (runId) removeTemplates(runId);
  removeServerBundle();
}
