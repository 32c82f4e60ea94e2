/**
 * Typesetting for the PDFs the shop writes itself (the demo ebooks): HarfBuzz shapes the text (Bangla
 * conjuncts, reordered vowel signs, reph and mark positions, as browsers do; fontkit's Indic shaper
 * draws a stray reph in words like "নির্বাচনি"), pdfkit makes the file.
 *
 * Each glyph is drawn as its outline (a form XObject per glyph, used wherever the glyph appears), and
 * the words are written again as invisible text (render mode 3, as OCR'd scans are) in fonts whose
 * every glyph stands for exactly one character: a reader's search, selection and text boxes then see
 * each word once, where it is drawn, scaled to its drawn width. Its characters are the word's in
 * logical order, or, with `textOrder: 'visual'`, in the order most Bangladeshi PDFs' text layers hold
 * them (`shared/bangla-visual-order.ts`).
 *
 * ES module (harfbuzzjs loads its WebAssembly at import): run in a child process (book-pdf.ts).
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';
import PDFDocument from 'pdfkit';
import { banglaToVisualOrder } from '../../../shared/bangla-visual-order.ts';
import { FONT_FILES, scriptRuns, type FontName } from './fonts.ts';

export type Pdf = InstanceType<typeof PDFDocument>;

/** WOFF 1.0 (what @fontsource ships) back to the TrueType file HarfBuzz reads. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: Buffer; checksum: number; data: Buffer }[] = [];
  for (let t = 0; t < numTables; t++) {
    const at = 44 + t * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({ tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw) });
  }
  const power = 2 ** Math.floor(Math.log2(numTables));
  const head = Buffer.alloc(12 + 16 * numTables);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, t) => {
    table.tag.copy(head, 12 + t * 16);
    head.writeUInt32BE(table.checksum, 12 + t * 16 + 4);
    head.writeUInt32BE(offset, 12 + t * 16 + 8);
    head.writeUInt32BE(table.data.length, 12 + t * 16 + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

interface Face {
  name: FontName;
  font: hb.Font;
  upem: number;
  /** Outline of each glyph as PDF path operators, in font units. */
  outlines: Map<number, string>;
}

const faces = new Map<FontName, Face>();
const sfnts = new Map<FontName, Buffer>();

/** The font file as TrueType, read and unpacked once (fontkit's own WOFF inflate is slow JavaScript, once per document). */
function sfnt(name: FontName): Buffer {
  let found = sfnts.get(name);
  if (!found) {
    found = woffToSfnt(readFileSync(FONT_FILES[name]));
    sfnts.set(name, found);
  }
  return found;
}

function face(name: FontName): Face {
  let found = faces.get(name);
  if (!found) {
    const hbFace = new hb.Face(new hb.Blob(sfnt(name)));
    found = { name, font: new hb.Font(hbFace), upem: hbFace.upem, outlines: new Map() };
    faces.set(name, found);
  }
  return found;
}

const n2 = (v: number) => String(Math.round(v * 100) / 100);

/** Whole font units: a thousandth of an em is finer than any page shows. */
const r = (v: number) => String(Math.round(v));

function outline(f: Face, glyph: number): string {
  let ops = f.outlines.get(glyph);
  if (ops === undefined) {
    const out: string[] = [];
    let cx = 0;
    let cy = 0;
    for (const { type, values: v } of f.font.glyphToJson(glyph)) {
      if (type === 'M') out.push(`${r(v[0]!)} ${r(v[1]!)} m`);
      else if (type === 'L') out.push(`${r(v[0]!)} ${r(v[1]!)} l`);
      else if (type === 'Q') {
        // A quadratic curve as the cubic PDF draws.
        const [qx, qy, x, y] = v as [number, number, number, number];
        out.push(`${r(cx + (2 / 3) * (qx - cx))} ${r(cy + (2 / 3) * (qy - cy))} ${r(x + (2 / 3) * (qx - x))} ${r(y + (2 / 3) * (qy - y))} ${r(x)} ${r(y)} c`);
      } else if (type === 'C') out.push(`${v.map(r).join(' ')} c`);
      else if (type === 'Z') out.push('h');
      if (v.length >= 2) {
        cx = v[v.length - 2]!;
        cy = v[v.length - 1]!;
      }
    }
    ops = out.length ? `${out.join('\n')}\nf` : '';
    f.outlines.set(glyph, ops);
  }
  return ops;
}

export interface Style {
  size: number;
  bold?: boolean;
  /** Fill colour, '#rrggbb'. */
  color?: string;
}

interface PlacedGlyph {
  face: Face;
  glyph: number;
  /** In ems from the word's origin. */
  x: number;
  y: number;
}

/** One word shaped: its glyphs and advance, at 1 pt. */
export interface Shaped {
  text: string;
  glyphs: PlacedGlyph[];
  width: number;
}

const shapedCache = new Map<string, Shaped>();

/** Shapes a word (no spaces), each script run in the font file that has its glyphs. */
export function shapeWord(text: string, bold = false): Shaped {
  const cacheKey = `${bold ? 'b' : 'r'}${text}`;
  const cached = shapedCache.get(cacheKey);
  if (cached) return cached;
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const run of scriptRuns(text)) {
    const f = face(`${run.bengali ? 'bengali' : 'latin'}${bold ? '-bold' : ''}` as FontName);
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    hb.shape(f.font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    infos.forEach((info, i) => {
      const p = positions[i]!;
      glyphs.push({ face: f, glyph: info.codepoint, x: pen + p.xOffset / f.upem, y: p.yOffset / f.upem });
      pen += p.xAdvance / f.upem;
    });
  }
  const shaped = { text, glyphs, width: pen };
  shapedCache.set(cacheKey, shaped);
  return shaped;
}

/** A PDF being typeset: glyph outlines as shared XObjects, and the invisible text layer. */
export class Typesetter {
  readonly doc: Pdf;
  readonly textOrder: 'logical' | 'visual';
  private readonly glyphNames = new Map<string, { name: string; ref: PDFKit.PDFKitReference }>();
  private page = 0;

  constructor(options: { size: [number, number]; info: Record<string, unknown>; lang: string; textOrder?: 'logical' | 'visual' }) {
    this.doc = new PDFDocument({ autoFirstPage: false, size: options.size, margin: 0, info: options.info as PDFKit.DocumentInfo, displayTitle: true, lang: options.lang, compress: true });
    for (const name of Object.keys(FONT_FILES) as FontName[]) this.doc.registerFont(name, sfnt(name));
    this.textOrder = options.textOrder ?? 'logical';
  }

  addPage() {
    this.doc.addPage();
    this.page++;
  }

  get pageNumber() {
    return this.page;
  }

  private glyphXObject(f: Face, glyph: number): string {
    const key = `${f.name}:${glyph}`;
    let found = this.glyphNames.get(key);
    if (!found) {
      const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [-f.upem, -f.upem, 3 * f.upem, 2 * f.upem], Resources: {} });
      ref.end(outline(f, glyph));
      found = { name: `G${this.glyphNames.size + 1}`, ref };
      this.glyphNames.set(key, found);
    }
    this.doc.page.xobjects[found.name] = found.ref;
    return found.name;
  }

  /** Width of a word (pt). */
  measure(word: string, style: Style): number {
    return shapeWord(word, style.bold).width * style.size;
  }

  /**
   * Draws a word with its baseline at y (from the page's top), and its text layer over `layerWidth`
   * (the word and the space after it, so a reader's text reads "word word").
   */
  drawWord(word: string, x: number, baseline: number, style: Style, layerWidth?: number, trailingSpace = false) {
    const shaped = shapeWord(word, style.bold);
    const doc = this.doc;
    const s = style.size;
    // The word's origin and scale once; each glyph then moves by whole font units (short, and they compress well).
    const upem = shaped.glyphs[0]?.face.upem ?? 1000;
    const k = +(s / upem).toFixed(6);
    const ops: string[] = ['q', `${rgb(style.color ?? '#1a1a1a')} rg`, `${k} 0 0 ${-k} ${n2(x)} ${n2(baseline)} cm`];
    let px = 0;
    let py = 0;
    for (const g of shaped.glyphs) {
      if (!outline(g.face, g.glyph)) continue;
      const name = this.glyphXObject(g.face, g.glyph);
      const gx = Math.round(g.x * upem);
      const gy = Math.round(g.y * upem);
      ops.push(`1 0 0 1 ${gx - px} ${gy - py} cm /${name} Do`);
      px = gx;
      py = gy;
    }
    ops.push('Q');
    doc.addContent(ops.join('\n'));
    this.textLayer(word + (trailingSpace ? ' ' : ''), x, baseline, s, layerWidth ?? shaped.width * s, style.bold);
  }

  /** The invisible text of a word: one glyph per character, stretched over `width`. */
  private textLayer(word: string, x: number, baseline: number, size: number, width: number, bold?: boolean) {
    const doc = this.doc as Pdf & { _font: EmbeddedFont };
    const chars = [...(this.textOrder === 'visual' ? banglaToVisualOrder(word) : word.replace(/[\u200C\u200D]/g, ''))];
    const runs: { id: string; hex: string }[] = [];
    let natural = 0;
    for (const ch of chars) {
      const cp = ch.codePointAt(0)!;
      let font: EmbeddedFont | null = null;
      let glyph: { id: number; advanceWidth: number } | null = null;
      for (const name of /[\u0980-\u09ff\u0964\u0965]/.test(ch) ? ['bengali', 'latin'] : ['latin', 'bengali']) {
        doc.font(`${name}${bold ? '-bold' : ''}`);
        const candidate = doc._font.font.glyphForCodePoint(cp);
        if (candidate.id !== 0) {
          font = doc._font;
          glyph = candidate;
          break;
        }
      }
      if (!font || !glyph) continue;
      const gid = font.subset.includeGlyph(glyph.id);
      font.widths[gid] ??= glyph.advanceWidth * font.scale;
      font.unicode[gid] ??= [cp];
      doc.page.fonts[font.id] ??= font.ref();
      natural += (font.widths[gid]! / 1000) * size;
      const hex = gid.toString(16).padStart(4, '0');
      const last = runs[runs.length - 1];
      if (last && last.id === font.id) last.hex += hex;
      else runs.push({ id: font.id, hex });
    }
    if (!runs.length || natural <= 0) return;
    const scale = (100 * width) / natural;
    const ops = ['BT', '3 Tr', `${n2(scale)} Tz`, `1 0 0 -1 ${n2(x)} ${n2(baseline)} Tm`];
    for (const run of runs) ops.push(`/${run.id} ${n2(size)} Tf <${run.hex}> Tj`);
    ops.push('ET');
    doc.addContent(ops.join('\n'));
  }

  /** Lays a paragraph out in lines of at most `width`; returns the lines (words and their widths). */
  lines(text: string, style: Style, width: number): { words: string[]; widths: number[]; width: number }[] {
    const space = this.measure(' ', style) || style.size * 0.26;
    const out: { words: string[]; widths: number[]; width: number }[] = [];
    let current: { words: string[]; widths: number[]; width: number } = { words: [], widths: [], width: 0 };
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const w = this.measure(word, style);
      const next = current.words.length ? current.width + space + w : w;
      if (current.words.length && next > width) {
        out.push(current);
        current = { words: [word], widths: [w], width: w };
      } else {
        current.words.push(word);
        current.widths.push(w);
        current.width = next;
      }
    }
    if (current.words.length) out.push(current);
    return out;
  }

  /** Draws one laid-out line at `baseline`: left, centred, right or justified (the last line of a paragraph is left). */
  drawLine(line: { words: string[]; widths: number[]; width: number }, x: number, baseline: number, width: number, style: Style, align: 'left' | 'center' | 'right' | 'justify', last = false) {
    const space = this.measure(' ', style) || style.size * 0.26;
    let gap = space;
    let start = x;
    if (align === 'center') start = x + (width - line.width) / 2;
    else if (align === 'right') start = x + width - line.width;
    else if (align === 'justify' && !last && line.words.length > 1) gap = space + (width - line.width) / (line.words.length - 1);
    let at = start;
    line.words.forEach((word, i) => {
      const w = line.widths[i]!;
      const more = i < line.words.length - 1;
      this.drawWord(word, at, baseline, style, more ? w + gap : w, more);
      at += w + gap;
    });
  }

  /** Finished bytes. */
  end(): Promise<Buffer> {
    const doc = this.doc;
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      doc.end();
    });
  }
}

/** What this file uses of pdfkit's embedded font (not in its types). */
interface EmbeddedFont {
  id: string;
  font: { glyphForCodePoint(cp: number): { id: number; advanceWidth: number } };
  subset: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
  ref(): PDFKit.PDFKitReference;
}

function rgb(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => n2(c / 255)).join(' ');
}
