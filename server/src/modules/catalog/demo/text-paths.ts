/**
 * Bangla text on the demo covers, drawn as SVG <path> outlines. A cover is shown as an <img>, and an
 * SVG image cannot load web fonts: a <text> in Bangla turns into tofu boxes on every device without a
 * Bangla system font. So lines with Bengali characters are shaped here with fontkit (conjuncts,
 * reordered vowel signs, mark positions) in the shop's own Noto Sans Bengali — the files the storefront
 * and the PDFs already use — and written as outlines, run by run in the file that has the run's glyphs.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { FONT_FILES, scriptRuns, type FontName } from '../../library/pdf/fonts.ts';

export type Weight = 400 | 700;

/** Bengali letters or the joiners that shape them: the lines this module draws instead of <text>. */
export const hasBengali = (text: string): boolean => /[\u0980-\u09ff\u200c\u200d]/.test(text);

interface Face {
  /** Shapes text; never asked for outlines (see below). */
  shaper: fontkit.Font;
  /** Gives glyph outlines by id. */
  outlines: fontkit.Font;
}

const loaded = new Map<FontName, Face>();

/**
 * Reads and parses a font file once, on first use, twice over: fontkit caches one glyph object per id
 * with the characters it was first made for, and decoding a composite outline makes its components'
 * glyphs with none — after which the Indic shaper sees e.g. "ব" as no letter and inserts a dotted
 * circle. Outlines therefore come from a second copy the shaper never sees.
 */
function font(name: FontName): Face {
  let found = loaded.get(name);
  if (!found) {
    const file = readFileSync(FONT_FILES[name]);
    found = { shaper: fontkit.create(file), outlines: fontkit.create(file) };
    loaded.set(name, found);
  }
  return found;
}

export interface ShapedGlyph {
  /** The glyph as the shaper returned it (its id, its characters); outlines come from `outlines`. */
  glyph: fontkit.Glyph;
  outlines: fontkit.Font;
  /** Pen position and offsets, in font units of `unitsPerEm`. */
  x: number;
  y: number;
  unitsPerEm: number;
}

export interface ShapedLine {
  glyphs: ShapedGlyph[];
  /** Advance width at 1 px font size. */
  width: number;
}

/** Shapes one word (or a space): each script run in its own font, one after the other. */
function shapeWord(text: string, weight: Weight): ShapedLine {
  const glyphs: ShapedGlyph[] = [];
  let pen = 0; // in ems
  for (const run of scriptRuns(text)) {
    const name = `${run.bengali ? 'bengali' : 'latin'}${weight === 700 ? '-bold' : ''}` as FontName;
    const { shaper: face, outlines } = font(name);
    const { glyphs: runGlyphs, positions } = face.layout(run.text);
    let x = 0;
    runGlyphs.forEach((glyph, i) => {
      const position = positions[i]!;
      glyphs.push({ glyph, outlines, x: pen * face.unitsPerEm + x + position.xOffset, y: position.yOffset, unitsPerEm: face.unitsPerEm });
      x += position.xAdvance;
    });
    pen += x / face.unitsPerEm;
  }
  return { glyphs, width: pen };
}

// Titles and names repeat their words, and wrapping measures a line many times: words are shaped once.
const shapedWords = new Map<string, ShapedLine>();

/**
 * Shapes one line word by word (nothing in these fonts joins or kerns across a space), each word from
 * the cache. Glyph x positions are in the glyph's font units, counted from the start of the line.
 */
export function shapeLine(text: string, weight: Weight): ShapedLine {
  const glyphs: ShapedGlyph[] = [];
  let pen = 0;
  for (const word of text.split(/( )/).filter(Boolean)) {
    const key = `${weight}|${word}`;
    let shaped = shapedWords.get(key);
    if (!shaped) {
      if (shapedWords.size > 20_000) shapedWords.clear();
      shaped = shapeWord(word, weight);
      shapedWords.set(key, shaped);
    }
    for (const g of shaped.glyphs) glyphs.push({ ...g, x: g.x + pen * g.unitsPerEm });
    pen += shaped.width;
  }
  return { glyphs, width: pen };
}

/** Width of a line in px at `size`. */
export const lineWidth = (text: string, size: number, weight: Weight): number => shapeLine(text, weight).width * size;

const round = (n: number) => String(Math.round(n * 100) / 100);
const LETTER = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' } as const;

/** SVG path data of a shaped run whose baseline starts at (0, 0), `size` px high; font y points up, SVG y down. */
function pathData(shaped: ShapedLine, size: number): string {
  const parts: string[] = [];
  for (const glyph of shaped.glyphs) {
    const scale = size / glyph.unitsPerEm;
    for (const { command, args } of glyph.outlines.getGlyph(glyph.glyph.id).path.commands) {
      const points: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) {
        points.push(`${round((glyph.x + args[i]!) * scale)} ${round(-(glyph.y + args[i + 1]!) * scale)}`);
      }
      parts.push(LETTER[command] + points.join(' '));
    }
  }
  return parts.join('');
}

const wordPaths = new Map<string, string>();

/**
 * A line as SVG <path> elements, one a word (each word's outlines are computed once and moved into
 * place), baseline starting at (x, y), `size` px high. Fill them from the enclosing element.
 */
export function linePaths(text: string, x: number, y: number, size: number, weight: Weight): string {
  let out = '';
  let pen = 0;
  for (const word of text.split(' ')) {
    if (word) {
      const key = `${weight}|${size}|${word}`;
      let d = wordPaths.get(key);
      if (d === undefined) {
        if (wordPaths.size > 20_000) wordPaths.clear();
        d = pathData(shapeLine(word, weight), size);
        wordPaths.set(key, d);
      }
      if (d) out += `<path transform="translate(${round(x + pen)} ${round(y)})" d="${d}"/>`;
      pen += lineWidth(word, size, weight);
    }
    pen += lineWidth(' ', size, weight);
  }
  return out;
}

const graphemes = (text: string): string[] =>
  [...new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

/**
 * Splits text into lines no wider than `maxWidth` px, measured with the font (Bangla letters vary in
 * width far more than a character count shows); a word wider than a line is cut between grapheme
 * clusters, so a conjunct never splits. More than `maxLines` lines: the last kept one ends in "…".
 */
export function wrapByWidth(text: string, maxWidth: number, maxLines: number, size: number, weight: Weight): string[] {
  const fits = (line: string) => lineWidth(line, size, weight) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces: string[] = [];
    if (fits(word)) pieces.push(word);
    else {
      let piece = '';
      for (const cluster of graphemes(word)) {
        if (piece && !fits(piece + cluster)) {
          pieces.push(piece);
          piece = cluster;
        } else piece += cluster;
      }
      if (piece) pieces.push(piece);
    }
    for (const piece of pieces) {
      if (!line) line = piece;
      else if (fits(`${line} ${piece}`)) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = graphemes(kept[maxLines - 1]!);
  while (last.length && !fits(`${last.join('')}…`)) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.join('').trimEnd()}…`;
  return kept;
}
