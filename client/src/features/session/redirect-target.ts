/** Where to go after signing in: the page a guard sent the visitor away from (seed §2). */

export const REDIRECT_TARGET_KEY = 'pathagar-redirect';

// Only paths inside the shop: never another origin (`//host`, `https:`), whatever local storage holds.
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Remembers the page to return to after signing in. */
export function saveRedirectTarget(path: string): void {
  try {
    localStorage.setItem(REDIRECT_TARGET_KEY, path);
  } catch {
    // Storage can be full or blocked; the visitor then lands on the home page after signing in.
  }
}

/** Reads the saved page once: it is removed whatever it holds; null when there is none (or it is not a shop path). */
export function takeRedirectTarget(): string | null {
  try {
    const target = localStorage.getItem(REDIRECT_TARGET_KEY);
    localStorage.removeItem(REDIRECT_TARGET_KEY);
    return target && isLocalPath(target) ? target : null;
  } catch {
    return null;
  }
}
