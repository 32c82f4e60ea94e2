/**
 * Bangla text taken out of a PDF, put back in logical (typed, Unicode) order.
 *
 * A PDF holds glyphs in the order they are drawn, and a text extractor (pdf.js, pdftotext) reads each
 * glyph's characters in that order. Most Bangladeshi PDFs (Word, InDesign, Quark and most web-to-PDF
 * tools with a Unicode font such as SolaimanLipi, Kalpurush, Nikosh or Noto Sans Bengali) draw:
 * - the pre-base vowel signs ি ে ৈ before their consonant: "কিছু" reads "িকছু";
 * - ো and ৌ as two parts around the consonant: "কোষ" reads "েকাষ", "কৌশল" reads "েকৗশল";
 * - the reph (র্ drawn above) after the consonant it sits on: "বর্ণ" reads "বণর্", "কার্য" "কাযর্";
 * and drop the joiners ZWJ/ZWNJ (they draw nothing). This module undoes that for search and snippets:
 * `detectBanglaOrder` tells from a text whether it is in visual order (a pre-base sign with no
 * consonant before it cannot happen in typed text), `banglaToLogicalOrder` reorders, and
 * `banglaSearchText` is what in-book search compares. `banglaToVisualOrder` does the opposite: what
 * those tools' text layers hold, used to write such PDFs for tests and for the demo ebooks.
 *
 * Not handled: PDFs set in legacy ANSI fonts (Bijoy's SutonnyMJ and friends), whose text layer holds
 * Latin letters standing for glyph shapes; their text needs a font-specific conversion table.
 * Imported by the client (in-book search): pure, no dependencies.
 */

const VIRAMA = '\u09CD';
const NUKTA = '\u09BC';
const ZWJ = '\u200D';
const ZWNJ = '\u200C';
const RA = '\u09B0';
/** ি ে ৈ: drawn before the consonant they follow in typed text. */
const PRE_BASE = new Set(['\u09BF', '\u09C7', '\u09C8']);
/** Vowel signs drawn after or below their consonant (and the au length mark). */
const POST_BASE = new Set(['\u09BE', '\u09C0', '\u09C1', '\u09C2', '\u09C3', '\u09C4', '\u09D7', '\u09CB', '\u09CC']);
/** ঁ ং ঃ */
const SIGNS = new Set(['\u0981', '\u0982', '\u0983']);

export const isBanglaConsonant = (ch: string | undefined): boolean => {
  if (!ch) return false;
  const c = ch.charCodeAt(0);
  return (c >= 0x0995 && c <= 0x09b9) || c === 0x09dc || c === 0x09dd || c === 0x09df || c === 0x09f0 || c === 0x09f1;
};

export type BanglaOrder = 'visual' | 'logical' | 'unknown';

/**
 * Counts the evidence for each order: a pre-base sign that follows no consonant (start of a word, after
 * a vowel sign) but precedes one is visual; one that follows a consonant and precedes none (end of a
 * word) is logical. Signs between two consonants say nothing ("মেন" is both).
 */
export function banglaOrderEvidence(text: string): { visual: number; logical: number } {
  let visual = 0;
  let logical = 0;
  for (let i = 0; i < text.length; i++) {
    if (!PRE_BASE.has(text[i]!)) continue;
    const before = text[i - 1];
    const afterConsonant = isBanglaConsonant(before) || before === NUKTA;
    const beforeConsonant = isBanglaConsonant(text[i + 1]);
    if (!afterConsonant && beforeConsonant) visual++;
    else if (afterConsonant && !beforeConsonant) logical++;
  }
  return { visual, logical };
}

/** Which order a text (a page, a book) is in; 'unknown' when it shows no evidence either way. */
export function detectBanglaOrder(text: string): BanglaOrder {
  const { visual, logical } = banglaOrderEvidence(text);
  if (visual > logical) return 'visual';
  if (logical > visual) return 'logical';
  return 'unknown';
}

/** End (exclusive) of the consonant cluster starting at `i` (C, C়, C্C…), or `i` when none starts there. */
function clusterEnd(text: string, i: number): number {
  if (!isBanglaConsonant(text[i])) return i;
  let j = i + 1;
  for (;;) {
    if (text[j] === NUKTA) j++;
    // ্ (optionally with a joiner) and another consonant continue the cluster.
    let k = j;
    if (text[k] === VIRAMA) {
      k++;
      if (text[k] === ZWJ || text[k] === ZWNJ) k++;
      if (isBanglaConsonant(text[k])) {
        j = k + 1;
        continue;
      }
    }
    return j;
  }
}

/** Start of the consonant cluster ending (exclusive) at `end`, or `end` when none ends there. */
function clusterStart(text: string, end: number): number {
  let i = end - 1;
  if (text[i] === NUKTA) i--;
  if (!isBanglaConsonant(text[i])) return end;
  for (;;) {
    let k = i - 1;
    if (text[k] === ZWJ || text[k] === ZWNJ) k--;
    if (text[k] !== VIRAMA) return i;
    k--;
    if (text[k] === NUKTA) k--;
    if (!isBanglaConsonant(text[k])) return i;
    i = k;
  }
}

/** Joiners removed, khanda ta spelt as one letter, spaces an extractor put before a mark removed, NFC. */
function tidy(text: string, order: BanglaOrder): string {
  let out = text.normalize('NFC').replace(/\u09A4\u09CD\u200D/g, '\u09CE');
  // An extractor splits a word where a mark was positioned on its own ("বহুি নব"): no space comes before a mark.
  const marks = order === 'visual' ? '\u09BC\u09BE\u09C0-\u09C4\u09CB-\u09CD\u09D7\u0981-\u0983' : '\u09BC\u09BE-\u09C4\u09C7\u09C8\u09CB-\u09CD\u09D7\u0981-\u0983';
  out = out.replace(new RegExp(`[ \\t]+(?=[${marks}])`, 'gu'), '');
  // In visual order a pre-base sign is always followed by its consonant ("বহুি নবর্াচিন").
  if (order === 'visual') out = out.replace(/([\u09BF\u09C7\u09C8])[ \t]+(?=[\u0995-\u09B9\u09DC\u09DD\u09DF])/gu, '$1');
  return out.replace(/[\u200C\u200D]/g, '');
}

/**
 * Text in visual order (as above) put in logical order, NFC; text already in logical order is only
 * tidied. `order` is the text's order when known (a book's, from `detectBanglaOrder` on more text):
 * left out, it is told from this text alone.
 */
export function banglaToLogicalOrder(text: string, order: BanglaOrder = detectBanglaOrder(text)): string {
  let out = tidy(text, order);
  if (order !== 'visual') return out;
  // 1. Reph: a র্ after a cluster (and its post-base vowel signs) goes before the cluster. A র্ at the
  //    start of a word is ra with ya-phala ("র‍্যাব", its joiner lost) and stays.
  let result = '';
  for (let i = 0; i < out.length; i++) {
    if (out[i] === RA && out[i + 1] === VIRAMA) {
      let end = result.length;
      while (end > 0 && POST_BASE.has(result[end - 1]!)) end--;
      const start = clusterStart(result, end);
      if (start < end) {
        result = `${result.slice(0, start)}${RA}${VIRAMA}${result.slice(start)}`;
        i++;
        continue;
      }
    }
    result += out[i];
  }
  out = result;
  // 2. Pre-base signs go after the cluster that follows them (with a reph now in front, which is part of it).
  result = '';
  for (let i = 0; i < out.length; i++) {
    const ch = out[i]!;
    if (PRE_BASE.has(ch)) {
      const end = clusterEnd(out, i + 1);
      if (end > i + 1) {
        result += out.slice(i + 1, end) + ch;
        i = end - 1;
        continue;
      }
    }
    result += ch;
  }
  // 3. ে + া and ে + ৗ, now side by side, are ো and ৌ.
  return result.normalize('NFC');
}

/**
 * Logical text in the visual order of a PDF's text layer (see above): pre-base signs before their
 * cluster, ো/ৌ split around it, reph after it; joiners dropped. For writing test files and demo books.
 */
export function banglaToVisualOrder(text: string): string {
  const src = text.normalize('NFC');
  let out = '';
  let i = 0;
  while (i < src.length) {
    // A syllable: optional reph, a cluster, optional vowel sign, optional signs.
    let reph = false;
    let start = i;
    if (src[i] === RA && src[i + 1] === VIRAMA && isBanglaConsonant(src[i + 2]) && src[i - 1] !== VIRAMA) {
      reph = true;
      start = i + 2;
    }
    const end = clusterEnd(src, start);
    if (end === start) {
      out += src[i];
      i++;
      continue;
    }
    const cluster = src.slice(start, end);
    const sign = src[end];
    let before = '';
    let after = '';
    let next = end;
    if (sign && PRE_BASE.has(sign)) {
      before = sign;
      next++;
    } else if (sign === '\u09CB' || sign === '\u09CC') {
      before = '\u09C7';
      after = sign === '\u09CB' ? '\u09BE' : '\u09D7';
      next++;
    } else if (sign && POST_BASE.has(sign)) {
      after = sign;
      next++;
    }
    out += before + cluster + (reph ? RA + VIRAMA : '') + after;
    i = next;
  }
  return out.replace(/[\u200C\u200D]/g, '');
}

/** What in-book search compares: logical order, NFC, no joiners, lower case, single spaces. */
export function banglaSearchText(text: string, order?: BanglaOrder): string {
  return banglaToLogicalOrder(text, order).toLowerCase().replace(/\s+/g, ' ');
}
