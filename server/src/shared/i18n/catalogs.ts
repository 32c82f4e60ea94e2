/**
 * The message catalogues (messages/<area>/<locale>.json: message id → ICU message, one folder per part of
 * the shop, so work on different screens never edits the same file) read, compiled to
 * Lingui's runtime form and checked: both languages have every id, and each message uses the same
 * placeholders in both. Build-time only (scripts and tests): the app imports the compiled catalogues.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';
import { LOCALES, type Locale } from './locale.ts';

export const MESSAGES_DIR = path.join(__dirname, 'messages');
export const COMPILED_DIR = path.join(__dirname, 'compiled');

export type Catalog = Record<string, string>;

/** The message files of one language, area by area (messages/<area>/<locale>.json). */
export function catalogFiles(locale: Locale, dir = MESSAGES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name, `${locale}.json`))
    .filter((file) => existsSync(file))
    .sort();
}

/** One language's messages area by area; an id defined in two areas is refused (which one would win is luck). */
export function readAreas(locale: Locale, dir = MESSAGES_DIR): Record<string, Catalog> {
  const areas: Record<string, Catalog> = {};
  const from = new Map<string, string>();
  for (const file of catalogFiles(locale, dir)) {
    const area = path.basename(path.dirname(file));
    for (const [id, message] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Catalog)) {
      if (from.has(id)) throw new Error(`Message ${id} is defined twice: ${path.relative(dir, from.get(id)!)} and ${path.relative(dir, file)}`);
      from.set(id, file);
      (areas[area] ??= {})[id] = message;
    }
  }
  return areas;
}

/** One language's messages from every area. */
export function readCatalog(locale: Locale, dir = MESSAGES_DIR): Catalog {
  return Object.assign({}, ...Object.values(readAreas(locale, dir))) as Catalog;
}

/**
 * Who downloads which messages:
 * - `firstView`: the areas the first view of `/` and the section pages need (the shell, product cards, search), loaded
 *   with the app's first route, inside its JS budget;
 * - `rest`: every other screen's words, loaded with any other route (client/src/router.tsx), so they cost the home page nothing;
 * - `server`: what only the server says (text messages), never downloaded.
 */
export const FIRST_VIEW_AREAS = ['shell', 'catalogue', 'search'] as const;
export const SERVER_AREAS = ['sms'] as const;
export type Audience = 'firstView' | 'rest' | 'server';

export function audienceOf(area: string): Audience {
  if ((SERVER_AREAS as readonly string[]).includes(area)) return 'server';
  return (FIRST_VIEW_AREAS as readonly string[]).includes(area) ? 'firstView' : 'rest';
}

export function splitByAudience(areas: Record<string, Catalog>): Record<Audience, Catalog> {
  const split: Record<Audience, Catalog> = { firstView: {}, rest: {}, server: {} };
  for (const [area, catalog] of Object.entries(areas)) Object.assign(split[audienceOf(area)], catalog);
  return split;
}

type Compiled = ReturnType<typeof compileMessage>;

export function compileCatalog(catalog: Catalog): Record<string, Compiled> {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));
}

const FORMAT_TYPES = new Set(['plural', 'selectordinal', 'select', 'number', 'date', 'time']);

/** The argument names a compiled message uses ({name}, {count, plural, …}), nested ones included ("#" is not one). */
export function placeholdersOf(compiled: Compiled): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    const [head, type, options] = node as unknown[];
    if (typeof head === 'string' && (node.length === 1 || (typeof type === 'string' && FORMAT_TYPES.has(type)))) {
      names.add(head);
      // Each option's body is a list of parts, like the whole message: text (a string) or a nested argument (an array).
      if (options && typeof options === 'object' && !Array.isArray(options)) Object.values(options).forEach((parts) => Array.isArray(parts) && parts.forEach(visit));
      return;
    }
    node.forEach(visit);
  };
  if (Array.isArray(compiled)) compiled.forEach(visit);
  return names;
}

/** What is wrong with the catalogues: ids missing in a language, placeholders that differ, messages that do not parse. */
export function catalogProblems(catalogs: Record<Locale, Catalog> = { bn: readCatalog('bn'), en: readCatalog('en') }): string[] {
  const problems: string[] = [];
  const ids = new Set(LOCALES.flatMap((locale) => Object.keys(catalogs[locale])));
  for (const id of [...ids].sort()) {
    const compiled: Partial<Record<Locale, Compiled>> = {};
    for (const locale of LOCALES) {
      const message = catalogs[locale][id];
      if (message === undefined || message.trim() === '') {
        problems.push(`${id}: no ${locale === 'bn' ? 'Bangla' : 'English'} translation`);
        continue;
      }
      try {
        // The parser throws on a broken message (compileMessage would keep it as plain text).
        parse(message);
        compiled[locale] = compileMessage(message);
      } catch (error) {
        problems.push(`${id} (${locale}): ${(error as Error).message}`);
      }
    }
    if (compiled.bn && compiled.en) {
      const bn = [...placeholdersOf(compiled.bn)].sort().join(', ');
      const en = [...placeholdersOf(compiled.en)].sort().join(', ');
      if (bn !== en) problems.push(`${id}: placeholders differ (bn: {${bn}}, en: {${en}})`);
    }
  }
  return problems;
}
