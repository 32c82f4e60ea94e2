import { act } from '@testing-library/react';
import type { OperationDescriptor, PayloadData } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';

/** The pending operation named `name` (e.g. 'UsersPageQuery'), once the app has sent it. */
export async function waitForOperation(environment: RelayMockEnvironment, name: string): Promise<OperationDescriptor> {
  for (let i = 0; i < 100; i += 1) {
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (operation) return operation;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`${name} was never sent`);
}

/** Whether an operation named `name` is pending. */
export function isPending(environment: RelayMockEnvironment, name: string): boolean {
  return environment.mock.getAllOperations().some((op) => op.request.node.params.name === name);
}

/** Answers the pending operation named `name` with `data` and returns the operation (for its variables). */
export async function resolveOperation(
  environment: RelayMockEnvironment,
  name: string,
  data: PayloadData,
): Promise<OperationDescriptor> {
  const operation = await waitForOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(operation, { data });
  });
  return operation;
}
