import { HttpError, request, requestJson, RETRY_STATUSES } from './http.ts';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

/** A stand-in for a fetch Response (this jsdom has none): the fields the helper reads. */
function reply(status: number, body = '', statusText = ''): Response {
  return { status, ok: status >= 200 && status < 300, statusText, text: async () => body } as unknown as Response;
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

afterEach(() => {
  Reflect.deleteProperty(global, 'fetch');
});

test('the retry statuses', () => {
  expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
});

describe('request', () => {
  test('a GET is retried exactly once on 503', async () => {
    fetchMock.mockResolvedValue(reply(503));
    const response = await request('/api/books');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(response.status).toBe(503);
  });

  test('the retry’s response is the one returned', async () => {
    fetchMock.mockResolvedValueOnce(reply(502)).mockResolvedValueOnce(reply(200, '{}'));
    expect((await request('/api/books')).status).toBe(200);
  });

  test.each(RETRY_STATUSES)('a GET is retried on %i', async (status) => {
    fetchMock.mockResolvedValueOnce(reply(status)).mockResolvedValueOnce(reply(200));
    await request('/api/books');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test.each([400, 401, 403, 404, 422])('%i is not retried', async (status) => {
    fetchMock.mockResolvedValue(reply(status));
    expect((await request('/api/books')).status).toBe(status);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('%s is not retried on 503', async (method) => {
    fetchMock.mockResolvedValue(reply(503));
    await request('/api/cart', { method });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a network error is retried once for a GET', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(reply(200));
    expect((await request('/api/books')).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a network error on a POST is thrown at once', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/cart', { method: 'POST' })).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a GET that keeps failing on the network throws after its one retry', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/books')).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('an abort is not retried', async () => {
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));
    await expect(request('/api/books')).rejects.toThrow('Aborted');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('`retry` overrides the default for any method', async () => {
    fetchMock.mockResolvedValue(reply(503));
    await request('/api/cart', { method: 'POST', retry: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockClear();
    await request('/api/books', { retry: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('`json` is sent as a JSON body with its content type, with same-origin credentials', async () => {
    fetchMock.mockResolvedValue(reply(200));
    await request('/api/cart', { method: 'POST', json: { bookId: 7 }, headers: { accept: 'application/json' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cart');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"bookId":7}' });
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(init).not.toHaveProperty('json');
    expect(init).not.toHaveProperty('retry');
  });

  test('requests without `json` also send same-origin credentials', async () => {
    fetchMock.mockResolvedValue(reply(200));
    await request('/api/books');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin' });
  });
});

describe('requestJson', () => {
  test('returns the parsed body of a 2xx response', async () => {
    fetchMock.mockResolvedValue(reply(200, '{"books":[1,2]}'));
    await expect(requestJson<{ books: number[] }>('/api/books')).resolves.toEqual({ books: [1, 2] });
  });

  test('an empty body is undefined', async () => {
    fetchMock.mockResolvedValue(reply(204));
    await expect(requestJson('/api/cart/7', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  test('a non-2xx response throws HttpError with the status message and body from a JSON error', async () => {
    const body = { statusCode: 422, statusMessage: 'Invalid quantity', message: 'Quantity must be at least 1' };
    fetchMock.mockResolvedValue(reply(422, JSON.stringify(body), 'Unprocessable Entity'));
    const error = await requestJson('/api/cart', { method: 'POST', json: { quantity: 0 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, statusMessage: 'Invalid quantity', body, message: body.message });
  });

  test('without a JSON error body the status text is the status message', async () => {
    fetchMock.mockResolvedValue(reply(404, 'Not here', 'Not Found'));
    const error = await requestJson('/api/books/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, statusMessage: 'Not Found', body: 'Not here', message: '404 Not Found' });
  });

  test('a 503 GET is retried once before HttpError is thrown', async () => {
    fetchMock.mockResolvedValue(reply(503, '', 'Service Unavailable'));
    await expect(requestJson('/api/books')).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
