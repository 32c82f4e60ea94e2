import type { Rng } from './prng.ts';

/**
 * Covers and sample pages for the demo catalogue, drawn as small SVG files (no network, no image
 * library). Every piece of text goes through `escapeXml`, so titles like "Finance, Banking & Insurance"
 * stay well-formed.
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

/** A 300×450 book-like cover. */
export function coverSvg({ title, byline, footer, label, style }: CoverInput): string {
  const titleLines = wrapText(title, 16, 5);
  const bylineLines = wrapText(byline, 30, 2);
  const font = 'font-family="Helvetica, Arial, sans-serif"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 450" width="300" height="450" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="300" height="450" fill="${style.background}"/>` +
    `<rect x="0" y="${style.bandY}" width="300" height="36" fill="${style.band}"/>` +
    `<rect x="14" y="14" width="272" height="422" fill="none" stroke="${style.text}" stroke-opacity="0.35" stroke-width="2"/>` +
    `<text x="28" y="52" ${font} font-size="13" letter-spacing="2" fill="${style.text}" fill-opacity="0.8">${escapeXml(label.toUpperCase())}</text>` +
    textLines(titleLines, 28, 100, 32, `${font} font-size="26" font-weight="700" fill="${style.text}"`) +
    textLines(bylineLines, 28, style.bandY + 62, 18, `${font} font-size="14" fill="${style.text}"`) +
    `<text x="28" y="418" ${font} font-size="12" fill="${style.text}" fill-opacity="0.85">${escapeXml(footer)}</text>` +
    `</svg>`
  );
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
    `<text x="60" y="60" ${font} font-size="14" fill="#64748b">${escapeXml(title)}</text>` +
    `<line x1="60" y1="72" x2="540" y2="72" stroke="#cbd5e1"/>` +
    `<text x="60" y="130" ${font} font-size="26" font-weight="700" fill="#0f172a">${escapeXml(heading)}</text>` +
    lines +
    `<text x="300" y="810" ${font} font-size="14" text-anchor="middle" fill="#64748b">${pageNumber}</text>` +
    `<text x="300" y="460" ${font} font-size="64" text-anchor="middle" fill="#0f172a" fill-opacity="0.06" transform="rotate(-30 300 460)">SAMPLE</text>` +
    `</svg>`
  );
}
