import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';

/**
 * Opens a signed-out page (sign-in, sign-up), answers its query with a shop config without reCAPTCHA
 * or Google sign-in, and waits for its heading.
 */
export async function openAuthPage(environment: RelayMockEnvironment, path: string, queryName: string, heading: string) {
  const view = await renderRoute(path, environment, { user: null });
  await resolveOperation(environment, queryName, { shopConfig: { recaptchaSiteKey: null, googleClientId: null } });
  await screen.findByRole('heading', { name: heading, level: 1 });
  return { ...view, user: userEvent.setup() };
}
