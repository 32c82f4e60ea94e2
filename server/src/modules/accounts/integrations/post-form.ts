/** POSTs a form to a provider's API asking for JSON, giving up after `timeoutMs`. */
export function postForm(fetchFn: typeof fetch, url: string, form: URLSearchParams, timeoutMs: number): Promise<Response> {
  return fetchFn(url, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
}
