/**
 * The fonts embedded in the PDFs the shop writes (demo ebooks, the owner's stamp): Noto Sans Bengali
 * from the package the storefront already ships, whose files are split in a Bengali and a Latin part.
 * pdfkit shapes Bengali through fontkit (reordered vowel signs, conjuncts, mark positions), so text is
 * written run by run, each run in the part that has its glyphs.
 */
import path from 'node:path';
import { PROJECT_ROOT } from '../../../config.ts';

const FILES = path.join(PROJECT_ROOT, 'node_modules', '@fontsource', 'noto-sans-bengali', 'files');

export type FontName = 'bengali' | 'bengali-bold' | 'latin' | 'latin-bold';

export const FONT_FILES: Readonly<Record<FontName, string>> = {
  bengali: path.join(FILES, 'noto-sans-bengali-bengali-400-normal.woff'),
  'bengali-bold': path.join(FILES, 'noto-sans-bengali-bengali-700-normal.woff'),
  latin: path.join(FILES, 'noto-sans-bengali-latin-400-normal.woff'),
  'latin-bold': path.join(FILES, 'noto-sans-bengali-latin-700-normal.woff'),
};

// Bengali block, Vedic danda, zero-width joiners and the dotted circle the shaper may insert.
const BENGALI = /[\u0964\u0965\u0980-\u09ff\u200c\u200d\u25cc]/;

export interface ScriptRun {
  text: string;
  bengali: boolean;
}

/** Splits text into Bengali and other runs; spaces join the run before them so words keep together. */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const ch of text) {
    const bengali = ch === ' ' && runs.length ? runs[runs.length - 1]!.bengali : BENGALI.test(ch);
    const last = runs[runs.length - 1];
    if (last && last.bengali === bengali) last.text += ch;
    else runs.push({ text: ch, bengali });
  }
  return runs;
}
