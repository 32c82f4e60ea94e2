/**
 * The browser tests' own limit per test (120 s). jest reads `testTimeout` only from the root of its
 * configuration, not from a project's, so the browser project sets it here: a step on a busy machine
 * waits for its condition up to CONDITION_TIMEOUT_MS (shop.ts), just under this limit, instead of
 * failing at the root's 30 s.
 */
jest.setTimeout(120_000);
