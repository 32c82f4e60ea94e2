import { act } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { dismiss } from '../src/components/toast/toast-store.ts';

/**
 * The app's Relay environment in a route test: a fresh mock environment for each test. A test file
 * puts it in place of relay/environment.ts and reads it as `mockEnvironment`:
 *
 *   import { mockEnvironment } from '…/test/mock-relay-environment.ts';
 *   jest.mock('…/relay/environment.ts', () => jest.requireActual('…/test/mock-relay-environment.ts'));
 *
 * After each test the toasts are cleared and spies restored.
 */
export let mockEnvironment: RelayMockEnvironment = createMockEnvironment();
export { mockEnvironment as relayEnvironment };

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});
afterEach(() => {
  act(() => dismiss());
  jest.restoreAllMocks();
});
