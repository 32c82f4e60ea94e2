/**
 * Google reCAPTCHA v3 (seed §8): the script is loaded only when the shop has a site key, in the
 * language the seed sets (hl=id), and each form asks for a token for its own action.
 */
import { useEffect } from 'react';
import type { CaptchaAction } from '#shared/account-forms.ts';
import { loadScript } from './load-script.ts';

export type { CaptchaAction };

/** The language reCAPTCHA speaks (seed §1: language code id). */
export const RECAPTCHA_LANGUAGE = 'id';

export const DIFFERENT_SITE_KEY_MESSAGE = 'reCAPTCHA already loaded with different site key!';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loaded: { siteKey: string; ready: Promise<Grecaptcha> } | null = null;

/** The script address for a site key: `https://www.google.com/recaptcha/api.js?render=<key>&hl=id`. */
export function recaptchaScriptUrl(siteKey: string): string {
  const url = new URL('https://www.google.com/recaptcha/api.js');
  url.searchParams.set('render', siteKey);
  url.searchParams.set('hl', RECAPTCHA_LANGUAGE);
  return url.href;
}

function whenReady(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) reject(new Error('reCAPTCHA did not start'));
    else grecaptcha.ready(() => resolve(grecaptcha));
  });
}

/**
 * Loads reCAPTCHA for a site key, once; does nothing without a key. Asking again with another key
 * rejects with 'reCAPTCHA already loaded with different site key!'.
 */
export function loadRecaptcha(siteKey: string | null | undefined): Promise<void> {
  if (!siteKey) return Promise.resolve();
  if (loaded && loaded.siteKey !== siteKey) return Promise.reject(new Error(DIFFERENT_SITE_KEY_MESSAGE));
  if (!loaded) {
    const current = { siteKey, ready: loadScript(recaptchaScriptUrl(siteKey)).then(whenReady) };
    current.ready.catch(() => {
      // A failed load may be tried again (the next form that asks).
      if (loaded === current) loaded = null;
    });
    loaded = current;
  }
  return loaded.ready.then(() => undefined);
}

/**
 * A token for one form's action, or null when reCAPTCHA is not configured (or could not load:
 * the server then answers that it could not verify the visitor, which the form shows).
 */
export async function captchaToken(action: CaptchaAction): Promise<string | null> {
  const current = loaded;
  if (!current) return null;
  try {
    const grecaptcha = await current.ready;
    return await grecaptcha.execute(current.siteKey, { action });
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** Loads reCAPTCHA on a page whose forms send tokens, when the shop has a site key. */
export function useRecaptcha(siteKey: string | null | undefined): void {
  useEffect(() => {
    loadRecaptcha(siteKey).catch((error: unknown) => console.error(error));
  }, [siteKey]);
}
