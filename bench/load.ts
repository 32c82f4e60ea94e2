/**
 * What the load benches share: the load generator in a worker thread (bench/load-worker.mjs) and the
 * sign-in of bench customers through the API.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { CSRF_HEADER } from '../server/src/graphql/transport.ts';

/** What bench/load-worker.mjs measured in its measured phase. */
export interface LoadResult {
  requests: number;
  errors: number;
  bytes: number;
  elapsedMs: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** Runs the load generator with `workerData` (url, connections, durationMs; body, method, headers, warmupMs optional). */
export function runLoadWorker(workerData: Record<string, unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'load-worker.mjs'), { workerData: { warmupMs: 0, ...workerData } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** POSTs one GraphQL query over `connections` keep-alive connections: a warm-up, then the measured phase. */
export function driveQuery(url: string, query: string, load: { connections: number; warmupMs: number; durationMs: number }): Promise<LoadResult> {
  return runLoadWorker({ url, body: JSON.stringify({ query }), headers: { [CSRF_HEADER]: '1' }, ...load });
}

/** Signs a bench customer in through the signIn mutation; returns the Cookie header of its session. */
export async function signInBenchCustomer(base: string, phone: string, password: string): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({
      query: 'mutation BenchSignIn($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { message } } }',
      variables: { input: { cred: phone, password } },
    }),
  });
  const json = (await response.json()) as { data?: { signIn: { __typename: string; message?: string } }; errors?: unknown };
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('pathagar_session='));
  if (json.data?.signIn.__typename !== 'MutationSignInSuccess' || !session) {
    throw new Error(`Sign-in of ${phone} failed: ${response.status} ${JSON.stringify(json)}`);
  }
  return session.split(';')[0]!;
}
