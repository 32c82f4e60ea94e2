import { useState } from 'react';
import { commitMutation, useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { LanguageSwitchSetLanguageMutation } from '../__generated__/LanguageSwitchSetLanguageMutation.graphql.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Locale } from '#shared/i18n/locale.ts';
import { activateLocale, useLocale, useT } from './i18n.ts';
import './LanguageSwitch.css';

/**
 * Keeps the choice: the server sets the language cookie (read for the next page's first view) and,
 * for a signed-in customer, keeps it on the account so it follows them to another device. The
 * cookie is also written here, so the choice holds even when the request fails on a bad connection.
 */
function rememberLocale(environment: Environment, locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  // The mutation's document comes with the first switch: the header of the first view does without it.
  // On a connection that fails, the cookie above still holds the choice.
  import('./LanguageSwitch.mutation.ts').then(
    ({ default: mutation }) => commitMutation<LanguageSwitchSetLanguageMutation>(environment, { mutation, variables: { language: locale === 'bn' ? 'BN' : 'EN' } }),
    () => undefined,
  );
}

/**
 * The switch between Bangla and English, on the phone's first screen (in the header's bar): it names
 * the other language in that language ("English" / "বাংলা"), switches at once without a reload, and
 * remembers the choice. It is a link to `/language/{bn|en}?next=<this page>`, which keeps the choice
 * on the server and comes back: so a tap on the prerendered first view, before the app's scripts
 * have come, switches too (the app, once running, switches in place instead).
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useT();
  const environment = useRelayEnvironment();
  const { pathname, search } = useLocation();
  const [switching, setSwitching] = useState(false);
  const other: Locale = locale === 'bn' ? 'en' : 'bn';
  return (
    <a
      href={`/language/${other}?next=${encodeURIComponent(pathname + search)}`}
      className="language-switch"
      lang={other}
      hrefLang={other}
      title={t('language.switch.toName')}
      aria-disabled={switching || undefined}
      onClick={async (event) => {
        event.preventDefault();
        if (switching) return;
        setSwitching(true);
        try {
          await activateLocale(other);
          rememberLocale(environment, other);
        } finally {
          setSwitching(false);
        }
      }}
    >
      {t('language.switch.to')}
    </a>
  );
}
