/**
 * Issue 35's extraction check: every word a customer reads comes from the message catalogues, where the
 * catalogue check (server/src/shared/i18n/i18n.test.ts) makes sure it exists in Bangla and in English.
 * This test reads the customer-facing source (storefront routes, features and components; the staff
 * screens stay English) and finds words written straight into it: JSX text, string literals in JSX, and
 * the attributes people read or hear (aria-label, placeholder, title, alt, label).
 * Screens not yet moved onto the catalogues are listed in `still-english.json` with their count of such
 * words; a file not listed must have none, and a listed file may only go down (`npm run i18n:still-english`
 * rewrites the list).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_SRC, customerFiles, literalWords } from '../../test/literal-words.ts';
import stillEnglish from './still-english.json';

describe('the words customers read come from the catalogues', () => {
  it('finds words in JSX text, string literals in JSX and the attributes people read', () => {
    const words = literalWords(
      `const A = () => <p title="Close" data-x="ignored">Add to cart {'Now'} {t('cart.add')} · 12 <img alt={'Cover'} /></p>;`,
    );
    expect(words).toEqual(['1: Close', '1: Add to cart', '1: Now', '1: Cover']);
    expect(literalWords(`const A = () => <p>{t('x')} ·{' '}<b>{count}</b></p>;`)).toEqual([]);
    // Literals shown through an expression: a choice, a template; not those given to a call (t('id'), a class list).
    expect(literalWords('const A = () => <Page title={q ? `Results for ${q}` : \'Search\'}>{ok ? \'Saved\' : t(\'x\')}<p className={clsx(\'big box\')} /></Page>;')).toEqual([
      '1: Results for …',
      '1: Search',
      '1: Saved',
    ]);
  });

  const listed = stillEnglish as Record<string, number>;
  const counts = new Map(customerFiles().map((file) => [file, literalWords(readFileSync(path.join(CLIENT_SRC, file), 'utf8'), file)]));

  it('no customer-facing screen outside the still-English list writes words into its JSX', () => {
    const offenders = [...counts].filter(([file, words]) => !(file in listed) && words.length > 0).map(([file, words]) => `${file}\n    ${words.join('\n    ')}`);
    expect(offenders).toEqual([]);
  });

  it('the still-English list only shrinks: a listed screen has no more words than listed, and its count is kept exact', () => {
    const changed = Object.entries(listed)
      .filter(([file, count]) => (counts.get(file)?.length ?? 0) !== count)
      .map(([file, count]) => `${file}: listed ${count}, now ${counts.get(file)?.length ?? 0}${(counts.get(file)?.length ?? 0) > count ? ' (more words written into it: use the catalogue)' : ' (update still-english.json)'}`);
    expect(changed).toEqual([]);
  });
});
