import { customer, isSessionRequest, sessionResponse, setSignedInHint } from '../../../test/session.ts';
import { refreshSession } from './session-store.ts';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  setSignedInHint(null);
});

function answer(user: ReturnType<typeof customer> | null) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (isSessionRequest(input, init)) return sessionResponse(user);
    throw new Error(`unexpected fetch ${String(input)}`);
  });
  global.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

describe('the session', () => {
  it('is signed out without asking GET /api/user when the signed-in hint cookie is absent', async () => {
    const fetchMock = answer(customer());
    expect(await refreshSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks GET /api/user while the hint is there', async () => {
    setSignedInHint(customer());
    const fetchMock = answer(customer({ name: 'Karim' }));
    expect(await refreshSession()).toMatchObject({ name: 'Karim' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('becomes null when the hint outlived the session (the server answers 401)', async () => {
    setSignedInHint(customer());
    answer(null);
    expect(await refreshSession()).toBeNull();
  });
});
