/** The visitor's answer to the tracking question, kept in this browser (localStorage) so it is asked once. */
export const CONSENT_KEY = 'pathagar.tracking-consent';

export type Consent = 'granted' | 'denied';

export function readConsent(): Consent | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    // Storage blocked: ask again, track nothing until asked.
    return null;
  }
}

export function saveConsent(consent: Consent): void {
  try {
    localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Storage blocked: the answer holds for this page only.
  }
}
