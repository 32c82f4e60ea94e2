import { serialize, type CookieOptions } from 'hono/utils/cookie';

/** Cookies a request handler wants set on its response; the HTTP layer writes them out. */
export class ResponseCookies {
  readonly headers: string[] = [];

  set(name: string, value: string, options: CookieOptions): void {
    this.headers.push(serialize(name, value, options));
  }

  clear(name: string, options: Omit<CookieOptions, 'expires' | 'maxAge'>): void {
    this.headers.push(serialize(name, '', { ...options, expires: new Date(0), maxAge: 0 }));
  }

  /** Copies the collected cookies onto a response (a new one when the original's headers are immutable). */
  applyTo(response: Response): Response {
    if (this.headers.length === 0) return response;
    const copy = new Response(response.body, response);
    for (const header of this.headers) copy.headers.append('Set-Cookie', header);
    return copy;
  }
}
