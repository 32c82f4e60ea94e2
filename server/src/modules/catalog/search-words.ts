/**
 * What the words of a plain query mean to search (issue 33), worked out without the database:
 * ordinals written any way (2nd, second, secnd, ২য়, দ্বিতীয়, ditiyo, 2) as one number, the kinds a
 * query names (ebook, MCQ, model test, question bank, guide), and the word n-grams the synonyms
 * table is asked about. The database side (romanised keys, ordinal lexemes, synonyms) is in the
 * search_understands migration; search.service.ts puts both together.
 */

/** How many words of a query one synonym may span ("তথ্য ও যোগাযোগ প্রযুক্তি" is four). */
export const SYNONYM_MAX_WORDS = 4;
/** Terms of one synonym row used for one span of the query: bounds the expanded query. */
export const SYNONYM_MAX_TERMS = 8;

/** Bangla digits as ASCII, NFC, lower case, ী/ূ folded as search_fold folds them (enough to compare ordinals). */
export function foldForWords(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
    .replace(/\u09DF/g, '\u09AF\u09BC')
    .replace(/ী/g, 'ি')
    .replace(/ূ/g, 'ু');
}

const ORDINAL_WORDS: readonly (readonly string[])[] = [
  [],
  ['first', 'prothom', 'prathom', 'prothomo', 'প্রথম'],
  ['second', 'ditiyo', 'dwitiyo', 'dityo', 'ditio', 'dvitiya', 'দ্বিতিয়'],
  ['third', 'tritiyo', 'tritio', 'trititya', 'তৃতিয়'],
  ['fourth', 'choturtho', 'chaturtha', 'চতুর্থ'],
  ['fifth', 'ponchom', 'panchama', 'পঞ্চম'],
  ['sixth', 'sosthho', 'ষষ্ঠ'],
  ['seventh', 'soptom', 'সপ্তম'],
  ['eighth', 'ostom', 'অষ্টম'],
  ['ninth', 'nobom', 'নবম'],
  ['tenth', 'doshom', 'দশম'],
].map((words) => words.map(foldForWords));

/** Damerau–Levenshtein distance, at most `max + 1` (enough to say "within max"). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The number a word names as an ordinal or a paper's number (1…10), else null: 2nd, 2, second (and
 * one typo: secnd, frist), ২য়, ২, দ্বিতীয়, ditiyo.
 */
export function ordinalOf(word: string): number | null {
  const w = foldForWords(word).replace(/[.,:;!?()]+$/u, '');
  const digits = /^(\d{1,2})(st|nd|rd|th|ম|\u09AF\u09BC|র্থ|ষ্ঠ|তম)?$/u.exec(w);
  if (digits) {
    const n = Number(digits[1]);
    return n >= 1 && n <= 10 ? n : null;
  }
  for (let n = 1; n < ORDINAL_WORDS.length; n++) if (ORDINAL_WORDS[n]!.includes(w)) return n;
  // One letter off an English ordinal of five letters or more ("secnd", "frist", "thrid").
  if (/^[a-z]{4,}$/.test(w)) {
    for (let n = 1; n < ORDINAL_WORDS.length; n++) {
      const english = ORDINAL_WORDS[n]![0]!;
      if (english.length >= 5 && distance(w, english, 1) <= 1) return n;
    }
  }
  return null;
}

/** The kinds a query may name; each ranks its products first. */
export type NamedKind = 'EBOOK' | 'MCQ' | 'MODEL_TEST' | 'QUESTION_BANK' | 'GUIDE';

/** Title words that make a product of the kind (both scripts); EBOOK is the product kind itself. */
export const KIND_TITLE_TERMS: Readonly<Record<Exclude<NamedKind, 'EBOOK'>, readonly string[]>> = {
  MCQ: ['mcq', 'এমসিকিউ'],
  MODEL_TEST: ['model test', 'মডেল টেস্ট'],
  QUESTION_BANK: ['question bank', 'প্রশ্নব্যাংক'],
  GUIDE: ['guide', 'গাইড'],
};

const EBOOK_WORDS = new Set(['ebook', 'ebooks', 'e-book', 'e-books', 'ই-বুক', 'ইবুক', 'pdf'].map(foldForWords));

/** Whether a word asks for ebooks. */
export function isEbookWord(word: string): boolean {
  return EBOOK_WORDS.has(foldForWords(word));
}

/** The kinds the words name, in order. */
export function namedKinds(words: readonly string[]): NamedKind[] {
  const text = ` ${words.map(foldForWords).join(' ')} `;
  const kinds: NamedKind[] = [];
  if (words.some(isEbookWord)) kinds.push('EBOOK');
  if (/ (mcq|এমসিকিউ)s? /u.test(text)) kinds.push('MCQ');
  if (/ (model tests?|মডেল টেস্ট) /u.test(text)) kinds.push('MODEL_TEST');
  if (/ (question bank|প্রশ্নব্যাংক|proshnobank) /u.test(text)) kinds.push('QUESTION_BANK');
  if (/ (guide|গাইড) /u.test(text)) kinds.push('GUIDE');
  return kinds;
}

/** The spans of a query's words one synonym may name: [start, length] pairs, longest first. */
export function synonymSpans(count: number): [number, number][] {
  const spans: [number, number][] = [];
  for (let length = Math.min(SYNONYM_MAX_WORDS, count); length >= 1; length--) {
    for (let start = 0; start + length <= count; start++) spans.push([start, length]);
  }
  return spans;
}

/**
 * Which spans the synonyms cover: the longest first, left to right, never overlapping. `terms`
 * holds, for a span's index in `spans`, the synonym terms found for it.
 */
export function chooseSynonymSpans(
  spans: readonly [number, number][],
  terms: ReadonlyMap<number, readonly string[]>,
): { start: number; length: number; terms: string[] }[] {
  const taken = new Set<number>();
  const chosen: { start: number; length: number; terms: string[] }[] = [];
  spans.forEach(([start, length], index) => {
    const found = terms.get(index);
    if (!found?.length) return;
    for (let i = start; i < start + length; i++) if (taken.has(i)) return;
    for (let i = start; i < start + length; i++) taken.add(i);
    chosen.push({ start, length, terms: [...new Set(found)].slice(0, SYNONYM_MAX_TERMS) });
  });
  return chosen.sort((a, b) => a.start - b.start);
}
