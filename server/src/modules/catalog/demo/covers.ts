import type { Rng } from './prng.ts';
import { hasBengali, linePaths, wrapByWidth, type Weight } from './text-paths.ts';

/**
 * Covers and sample pages for the demo catalogue, drawn as small SVG files (no network, no image
 * library). Every piece of text goes through `escapeXml`, so titles like "Finance, Banking & Insurance"
 * stay well-formed. Text with Bengali letters is drawn as outlines of the shop's own Noto Sans Bengali
 * (text-paths.ts): a cover is shown as an <img>, which cannot load web fonts, so a Bangla <text> would
 * be tofu on every device without a Bangla system font.
 */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Background, band and text colours of one cover. */
export interface CoverStyle {
  background: string;
  band: string;
  text: string;
  /** Where the colour band sits, from the top, in cover units (0–450). */
  bandY: number;
}

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#0b3d91', '#f2b705', '#ffffff'],
  ['#14532d', '#facc15', '#ffffff'],
  ['#7f1d1d', '#fde68a', '#ffffff'],
  ['#1e293b', '#38bdf8', '#f8fafc'],
  ['#4c1d95', '#f472b6', '#ffffff'],
  ['#9a3412', '#fef3c7', '#ffffff'],
  ['#065f46', '#a7f3d0', '#ffffff'],
  ['#f8fafc', '#dc2626', '#111827'],
  ['#fef9c3', '#1d4ed8', '#111827'],
  ['#e0f2fe', '#0f766e', '#0f172a'],
  ['#312e81', '#fb923c', '#ffffff'],
  ['#831843', '#fbcfe8', '#ffffff'],
];

export function pickCoverStyle(rng: Rng): CoverStyle {
  const [background, band, text] = rng.pick(PALETTES);
  return { background, band, text, bandY: rng.int(250, 330) };
}

/** Splits text into lines of at most `width` characters (long words are cut), at most `maxLines` lines. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = word.length > width ? word.match(new RegExp(`.{1,${width}}`, 'g'))! : [word];
    for (const piece of pieces) {
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= width) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

export interface CoverInput {
  title: string;
  /** Authors, brand or instructor. */
  byline: string;
  /** Publisher, year or batch, at the foot of the cover. */
  footer: string;
  /** Small upper-case label at the top: "HSC", "EBOOK", "BUNDLE 2026" ... */
  label: string;
  style: CoverStyle;
}

function textLines(lines: string[], x: number, y: number, lineHeight: number, attributes: string): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" ${attributes}>${escapeXml(line)}</text>`)
    .join('');
}

/** Where one piece of cover text goes and how it looks, as <text> (Latin) or as outlines (Bangla). */
interface CoverText {
  x: number;
  y: number;
  size: number;
  weight: Weight;
  fill: string;
  /** Latin: characters per line (wrapText). */
  width: number;
  maxLines: number;
  /** Latin line height, and the taller one Bangla needs for marks above and below its headline. */
  lineHeight: number;
  banglaLineHeight: number;
  /** Extra <text> attributes (Latin only). */
  attributes?: string;
  opacity?: string;
}

const FONT = 'font-family="Helvetica, Arial, sans-serif"';
/** The cover is 300 wide; text starts at 28 and keeps the same margin on the right. */
const TEXT_WIDTH = 300 - 2 * 28;

function coverText(text: string, t: CoverText): string {
  const opacity = t.opacity ? ` fill-opacity="${t.opacity}"` : '';
  if (!hasBengali(text)) {
    const lines = t.maxLines === 1 ? [text] : wrapText(text, t.width, t.maxLines);
    const weight = t.weight === 700 ? ' font-weight="700"' : '';
    return textLines(lines, t.x, t.y, t.lineHeight, `${FONT} font-size="${t.size}"${t.attributes ?? ''}${weight} fill="${t.fill}"${opacity}`);
  }
  const lines = wrapByWidth(text, TEXT_WIDTH, t.maxLines, t.size, t.weight);
  const paths = lines.map((line, i) => linePaths(line, t.x, t.y + i * t.banglaLineHeight, t.size, t.weight)).join('');
  return `<g fill="${t.fill}"${opacity}>${paths}</g>`;
}

/** A 300×450 book-like cover. */
export function coverSvg({ title, byline, footer, label, style }: CoverInput): string {
  const fill = style.text;
  const line = { x: 28, weight: 400 as Weight, fill, width: 0, maxLines: 1, lineHeight: 0, banglaLineHeight: 0 };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 450" width="300" height="450" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="300" height="450" fill="${style.background}"/>` +
    `<rect x="0" y="${style.bandY}" width="300" height="36" fill="${style.band}"/>` +
    `<rect x="14" y="14" width="272" height="422" fill="none" stroke="${fill}" stroke-opacity="0.35" stroke-width="2"/>` +
    coverText(label.toUpperCase(), { ...line, y: 52, size: 13, attributes: ' letter-spacing="2"', opacity: '0.8' }) +
    coverText(title, { ...line, y: 100, size: 26, weight: 700, width: 16, maxLines: 5, lineHeight: 32, banglaLineHeight: 34 }) +
    coverText(byline, { ...line, y: style.bandY + 62, size: 14, width: 30, maxLines: 2, lineHeight: 18, banglaLineHeight: 21 }) +
    coverText(footer, { ...line, y: 418, size: 12, opacity: '0.85' }) +
    `</svg>`
  );
}

/** One line of a sample page: `latin` as it is, or Bangla as outlines cut to the text column. */
function pageText(text: string, y: number, size: number, weight: Weight, fill: string, latin: string): string {
  if (!hasBengali(text)) return latin;
  const [line = ''] = wrapByWidth(text, 480, 1, size, weight);
  return `<g fill="${fill}">${linePaths(line, 60, y, size, weight)}</g>`;
}

/** A 600×850 sample page: the book's title as a running head, a heading and grey lines standing in for text. */
export function samplePageSvg(title: string, pageNumber: number, heading: string, lineWidths: readonly number[]): string {
  const font = 'font-family="Georgia, serif"';
  const lines = lineWidths
    .map((width, i) => `<rect x="60" y="${170 + i * 26}" width="${width}" height="9" rx="3" fill="#cbd5e1"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 850" width="600" height="850" role="img" aria-label="${escapeXml(`${title}, page ${pageNumber}`)}">` +
    `<rect width="600" height="850" fill="#ffffff"/>` +
    pageText(title, 60, 14, 400, '#64748b', `<text x="60" y="60" ${font} font-size="14" fill="#64748b">${escapeXml(title)}</text>`) +
    `<line x1="60" y1="72" x2="540" y2="72" stroke="#cbd5e1"/>` +
    pageText(heading, 130, 26, 700, '#0f172a', `<text x="60" y="130" ${font} font-size="26" font-weight="700" fill="#0f172a">${escapeXml(heading)}</text>`) +
    lines +
    `<text x="300" y="810" ${font} font-size="14" text-anchor="middle" fill="#64748b">${pageNumber}</text>` +
    `<text x="300" y="460" ${font} font-size="64" text-anchor="middle" fill="#0f172a" fill-opacity="0.06" transform="rotate(-30 300 460)">SAMPLE</text>` +
    `</svg>`
  );
}
