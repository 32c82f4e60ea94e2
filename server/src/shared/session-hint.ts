/**
 * The signed-in hint: a cookie scripts may read (the session cookie itself is httpOnly), set and
 * cleared with the session. The client asks GET /api/user only while it is present, so a signed-out
 * visit makes no call that answers 401. It says nothing the session does not: the server never trusts it.
 */
export const SIGNED_IN_HINT_COOKIE = 'pathagar_signed_in';

/** Whether a `document.cookie` string carries the signed-in hint. */
export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
