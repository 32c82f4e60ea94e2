import { serialize, type CookieOptions } from 'hono/utils/cookie';
import { copyResponse } from './replace-response.ts';

/** Cookies a request handler wants set on its response; the HTTP layer writes them out. */
export class ResponseCookies {
  // By name: a later set or clear of the same cookie in one request replaces the earlier one.
  private readonly byName = new Map<string, string>();

  /** The Set-Cookie headers to send, in the order their final values were given. */
  get headers(): string[] {
    return [...this.byName.values()];
  }

  set(name: string, value: string, options: CookieOptions): void {
    this.byName.delete(name);
    this.byName.set(name, serialize(name, value, options));
  }

  clear(name: string, options: Omit<CookieOptions, 'expires' | 'maxAge'>): void {
    this.set(name, '', { ...options, expires: new Date(0), maxAge: 0 });
  }

  /** Copies the collected cookies onto a response (a new one when the original's headers are immutable). */
  applyTo(response: Response): Response {
    if (this.byName.size === 0) return response;
    const copy = copyResponse(response, { headers: response.headers });
    for (const header of this.byName.values()) copy.headers.append('Set-Cookie', header);
    return copy;
  }
}
