/**
 * A demo ebook's PDF, made from its own title, authors and language: a cover, the contents, and
 * chapters of the book's subject in Bangla and English, each with a figure and an equation, a running
 * head and page numbers; the chapters are the PDF's outline. The same spec gives the same bytes.
 * A5 pages; nothing is drawn over anything else (a test reads every word's box back with pdf.js).
 */
import { mulberry32 } from '../../catalog/demo/prng.ts';
import { Typesetter, type Style } from './book-typesetter.mts';
import { banglaParagraph, englishParagraph, subjectOf, toBanglaDigits, type SubjectPack } from './demo-book-content.ts';

export interface DemoBookSpec {
  title: string;
  authors: readonly string[];
  publisher?: string | null;
  /** 'Bangla' writes a Bangla book (with English terms); anything else an English one (with Bangla terms). */
  language: string;
  seed: number;
  /** At least this many pages (more chapters); default 10. */
  pages?: number;
  /** JPEG figures placed in turn on pages with room (the reader bench's long book). */
  photos?: readonly Buffer[];
  /** The text layer's order: 'visual' as most Bangladeshi PDFs hold it (see shared/bangla-visual-order.ts). */
  textOrder?: 'logical' | 'visual';
}

const W = 420;
const H = 595;
const LEFT = 48;
const RIGHT = W - 48;
const TOP = 62;
const BOTTOM = H - 58;
const MEASURE = RIGHT - LEFT;
const PAGES_PER_CHAPTER = 2;

export async function writeDemoBook(spec: DemoBookSpec): Promise<Buffer> {
  const random = mulberry32(spec.seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const bangla = spec.language === 'Bangla';
  const subject = subjectOf(spec.title);
  const num = (n: number) => (bangla ? toBanglaDigits(n) : String(n));
  const totalPages = Math.max(10, spec.pages ?? 10);
  const chapters = Math.max(1, Math.floor((totalPages - 2) / PAGES_PER_CHAPTER));
  const chapterName = (c: number) => subject.chapters[c % subject.chapters.length]!;
  const chapterTitle = (c: number) => {
    const [en, bn] = chapterName(c);
    const round = Math.floor(c / subject.chapters.length);
    const suffix = round ? ` (${num(round + 1)})` : '';
    return bangla ? `অধ্যায় ${num(c + 1)}: ${bn}${suffix}` : `Chapter ${c + 1}: ${en}${suffix}`;
  };

  const t = new Typesetter({
    size: [W, H],
    info: { Title: spec.title, Author: spec.authors.join(', '), Subject: `${subject.en} — a Pathagar demo ebook`, Creator: 'Pathagar', CreationDate: new Date(0), ModDate: new Date(0) },
    lang: bangla ? 'bn' : 'en',
    textOrder: spec.textOrder,
  });
  const doc = t.doc;

  /** A paragraph from `y` (the top of its first line); returns the next y. */
  const block = (text: string, y: number, style: Style, align: 'left' | 'center' | 'right' | 'justify' = 'left', leading = 1.55, x = LEFT, width = MEASURE) => {
    const lines = t.lines(text, style, width);
    lines.forEach((line, i) => t.drawLine(line, x, y + style.size + i * style.size * leading, width, style, align, i === lines.length - 1));
    return y + lines.length * style.size * leading;
  };

  // Page 1: the cover.
  t.addPage();
  doc.outline.addItem(bangla ? 'প্রচ্ছদ' : 'Cover');
  const hue = pick(['#1f4e79', '#7a2e39', '#2f5d3a', '#5b3f8c', '#8a5a14', '#145a66']);
  doc.rect(0, 0, W, 210).fill(hue);
  doc.circle(W - 70, 150, 46).lineWidth(6).stroke('#ffffff');
  doc.circle(W - 70, 150, 22).fill('#ffffff');
  let y = block(bangla ? subject.bn : subject.en.toUpperCase(), 48, { size: 13, bold: true, color: '#ffffff' });
  block(bangla ? 'এইচএসসি ও ভর্তি প্রস্তুতি' : 'HSC and admission preparation', y + 4, { size: 10, color: '#ffffff' });
  y = block(spec.title, 250, { size: 22, bold: true }, 'left', 1.35);
  y = block(spec.authors.join(', '), y + 14, { size: 13, color: '#333333' });
  if (spec.publisher) block(spec.publisher, BOTTOM - 30, { size: 11, color: '#555555' });
  block(bangla ? 'পাঠাগার নমুনা ই-বুক' : 'A Pathagar demo ebook', BOTTOM - 12, { size: 9, color: '#777777' });

  // Page 2: contents.
  t.addPage();
  doc.outline.addItem(bangla ? 'সূচিপত্র' : 'Contents');
  y = block(bangla ? 'সূচিপত্র' : 'Contents', TOP, { size: 18, bold: true }) + 14;
  const entry: Style = { size: 11 };
  for (let c = 0; c < chapters && y < BOTTOM - 20; c++) {
    const page = num(3 + c * PAGES_PER_CHAPTER);
    const pageWidth = t.measure(page, entry);
    const lines = t.lines(chapterTitle(c), entry, MEASURE - pageWidth - 24);
    lines.forEach((line, i) => t.drawLine(line, LEFT, y + entry.size + i * entry.size * 1.5, MEASURE, entry, 'left', true));
    t.drawWord(page, RIGHT - pageWidth, y + entry.size, entry);
    y += lines.length * entry.size * 1.5 + 6;
  }

  // Running head and page number.
  const furniture = () => {
    const head: Style = { size: 8, color: '#777777' };
    let words = spec.title.split(/\s+/);
    while (words.length > 1 && t.measure(words.join(' '), head) > MEASURE * 0.7) words = words.slice(0, -1);
    t.drawLine({ words, widths: words.map((w) => t.measure(w, head)), width: t.measure(words.join(' '), head) }, LEFT, 34, MEASURE, head, 'left', true);
    doc.moveTo(LEFT, 42).lineTo(RIGHT, 42).lineWidth(0.4).stroke('#bbbbbb');
    const label = num(t.pageNumber);
    t.drawWord(label, W / 2 - t.measure(label, head) / 2, H - 30, { size: 9, color: '#555555' });
  };

  const body: Style = { size: 10 };
  let photo = 0;
  for (let c = 0; c < chapters; c++) {
    const [en, bn] = chapterName(c);
    for (let p = 0; p < PAGES_PER_CHAPTER; p++) {
      await new Promise((resolve) => setImmediate(resolve));
      t.addPage();
      furniture();
      y = TOP;
      if (p === 0) {
        doc.outline.addItem(chapterTitle(c));
        y = block(chapterTitle(c), y, { size: 15, bold: true }, 'left', 1.4) + 10;
      }
      const paragraph = () => (bangla ? banglaParagraph(subject, bn, pick) : englishParagraph(subject, en, pick));
      const other = () => (bangla ? englishParagraph(subject, en, pick) : banglaParagraph(subject, bn, pick));
      const items: ('text' | 'other' | 'figure' | 'equation' | 'photo')[] =
        p === 0 ? ['text', 'figure', 'text', 'other', 'text', 'text'] : ['text', 'equation', 'text', 'other', 'text', 'text'];
      if (spec.photos?.length) items.splice(3, 0, 'photo');
      for (const item of items) {
        if (item === 'text' || item === 'other') {
          const text = item === 'text' ? paragraph() : other();
          const lines = t.lines(text, body, MEASURE);
          const height = lines.length * body.size * 1.55;
          if (y + height > BOTTOM) continue;
          y = block(text, y, body, 'justify') + 8;
        } else if (item === 'figure' && y + 170 < BOTTOM) {
          y = figure(t, subject, y, bangla, random) + 10;
        } else if (item === 'equation' && y + 70 < BOTTOM) {
          y = equation(t, subject, y, bangla) + 10;
        } else if (item === 'photo' && spec.photos?.length && y + 130 < BOTTOM) {
          const image = Buffer.from(spec.photos[photo++ % spec.photos.length]!);
          doc.image(image, LEFT, y + 4, { fit: [MEASURE, 110], align: 'center' });
          y += 124;
        }
      }
    }
  }
  return t.end();
}

/** The subject's equation, centred, with its note below. */
function equation(t: Typesetter, subject: SubjectPack, top: number, bangla: boolean): number {
  const size = 13;
  // ^x and _x: one character raised or lowered at a smaller size.
  const parts: { text: string; shift: number }[] = [];
  for (const token of subject.equation.match(/[\^_].|[^\^_]+/g) ?? []) {
    if (token[0] === '^' || token[0] === '_') {
      const shift = token[0] === '^' ? -0.38 : 0.22;
      const last = parts[parts.length - 1];
      if (last && last.shift === shift) last.text += token[1];
      else parts.push({ text: token[1]!, shift });
    } else parts.push({ text: token, shift: 0 });
  }
  // Words of the equation as drawn: each part split at spaces.
  type Piece = { text: string; size: number; shift: number; width: number; gapAfter: number };
  const pieces: Piece[] = [];
  const space = t.measure(' ', { size }) || size * 0.26;
  for (const part of parts) {
    const s = part.shift ? size * 0.68 : size;
    const words = part.text.split(' ');
    words.forEach((word, i) => {
      if (!word) {
        if (pieces.length) pieces[pieces.length - 1]!.gapAfter = space;
        return;
      }
      pieces.push({ text: word, size: s, shift: part.shift * size, width: t.measure(word, { size: s }), gapAfter: i < words.length - 1 ? space : 0 });
    });
  }
  const width = pieces.reduce((sum, p) => sum + p.width + p.gapAfter, 0);
  let x = LEFT + (MEASURE - width) / 2;
  const baseline = top + 24;
  t.doc.roundedRect(LEFT + 20, top + 2, MEASURE - 40, 34, 4).lineWidth(0.6).stroke('#999999');
  for (const piece of pieces) {
    t.drawWord(piece.text, x, baseline + piece.shift, { size: piece.size }, piece.width + piece.gapAfter, piece.gapAfter > 0);
    x += piece.width + piece.gapAfter;
  }
  const [en, bn] = subject.equationNote;
  const note = bangla ? `সমীকরণ: ${bn} (${en})।` : `Equation: ${en} (${bn}).`;
  return blockAt(t, note, top + 44, { size: 9, color: '#444444' }, 'center');
}

function blockAt(t: Typesetter, text: string, y: number, style: Style, align: 'left' | 'center'): number {
  const lines = t.lines(text, style, MEASURE);
  lines.forEach((line, i) => t.drawLine(line, LEFT, y + style.size + i * style.size * 1.5, MEASURE, style, align, true));
  return y + lines.length * style.size * 1.5;
}

/** The subject's figure in a 150 pt high box, with a caption below. */
function figure(t: Typesetter, subject: SubjectPack, top: number, bangla: boolean, random: () => number): number {
  const doc = t.doc;
  const x0 = LEFT + 30;
  const w = MEASURE - 60;
  const h = 130;
  const label = (text: string, x: number, y: number) => t.drawWord(text, x, y, { size: 8, color: '#333333' });
  doc.save().lineWidth(0.9).strokeColor('#333333');
  switch (subject.figure) {
    case 'graph':
    case 'curve': {
      doc.moveTo(x0, top + 6).lineTo(x0, top + h).lineTo(x0 + w, top + h).stroke();
      const a = 0.8 + random() * 0.6;
      doc.moveTo(x0, top + h);
      for (let x = 0; x <= w; x += 3) {
        const v = subject.figure === 'graph' ? (x / w) * (h - 20) * a * 0.7 : (Math.sin((x / w) * Math.PI * 2 * a) * 0.5 + 0.5) * (h - 20);
        doc.lineTo(x0 + x, top + h - v);
      }
      doc.strokeColor('#1f4e79').stroke();
      label(subject.figure === 'graph' ? 't' : 'x', x0 + w + 4, top + h + 3);
      label(subject.figure === 'graph' ? 'v' : 'y', x0 - 10, top + 12);
      break;
    }
    case 'cell': {
      const cx = x0 + w / 2 - 30;
      const cy = top + h / 2 + 3;
      doc.roundedRect(cx - 90, cy - 58, 180, 116, 26).lineWidth(2).stroke('#2f5d3a');
      doc.roundedRect(cx - 82, cy - 50, 164, 100, 22).lineWidth(0.8).stroke('#2f5d3a');
      doc.circle(cx - 20, cy - 6, 22).fillAndStroke('#d8e8d0', '#2f5d3a');
      doc.circle(cx - 20, cy - 6, 7).fill('#2f5d3a');
      doc.ellipse(cx + 45, cy + 20, 18, 8).fillAndStroke('#9cc58a', '#2f5d3a');
      doc.ellipse(cx + 40, cy - 28, 14, 6).fillAndStroke('#9cc58a', '#2f5d3a');
      // Labels to the right, each on its own line.
      const names = bangla ? ['কোষপ্রাচীর', 'নিউক্লিয়াস', 'ক্লোরোপ্লাস্ট'] : ['cell wall', 'nucleus', 'chloroplast'];
      const targets: [number, number][] = [[cx + 90, cy - 40], [cx - 2, cy - 6], [cx + 63, cy + 20]];
      names.forEach((name, i) => {
        const ly = top + 30 + i * 36;
        doc.moveTo(targets[i]![0], targets[i]![1]).lineTo(cx + 118, ly - 3).lineWidth(0.5).stroke('#555555');
        label(name, cx + 122, ly);
      });
      break;
    }
    case 'molecule': {
      const cx = x0 + w / 2;
      const cy = top + h / 2 + 10;
      doc.moveTo(cx, cy).lineTo(cx - 55, cy + 35).moveTo(cx, cy).lineTo(cx + 55, cy + 35).lineWidth(3).stroke('#555555');
      doc.circle(cx, cy, 26).fill('#c0392b');
      doc.circle(cx - 55, cy + 35, 16).fill('#d0d7e1');
      doc.circle(cx + 55, cy + 35, 16).fill('#d0d7e1');
      label('O', cx - 4, cy + 3);
      label('H', cx - 58, cy + 38);
      label('H', cx + 52, cy + 38);
      label('104.5°', cx - 14, cy + 48);
      break;
    }
    case 'bars': {
      doc.moveTo(x0, top + 6).lineTo(x0, top + h).lineTo(x0 + w, top + h).stroke();
      const bars = 5;
      for (let b = 0; b < bars; b++) {
        const v = 25 + random() * (h - 40);
        doc.rect(x0 + 14 + b * ((w - 20) / bars), top + h - v, (w - 20) / bars - 14, v).fill(b % 2 ? '#8a5a14' : '#145a66');
        label(bangla ? toBanglaDigits(b + 1) : String(b + 1), x0 + 14 + b * ((w - 20) / bars) + ((w - 20) / bars - 14) / 2 - 2, top + h + 11);
      }
      break;
    }
    case 'blocks': {
      const names = subject.key === 'ict' ? (bangla ? ['ইনপুট', 'প্রসেস', 'আউটপুট'] : ['Input', 'Process', 'Output']) : bangla ? ['কর্তা', 'কর্ম', 'ক্রিয়া'] : ['Subject', 'Verb', 'Object'];
      const bw = (w - 40) / 3;
      names.forEach((name, i) => {
        const bx = x0 + i * (bw + 20);
        doc.roundedRect(bx, top + 40, bw, 50, 6).lineWidth(1).stroke('#5b3f8c');
        if (i < 2) doc.moveTo(bx + bw + 3, top + 65).lineTo(bx + bw + 17, top + 65).stroke('#5b3f8c');
        const lw = t.measure(name, { size: 10 });
        t.drawWord(name, bx + (bw - lw) / 2, top + 69, { size: 10, color: '#333333' });
      });
      break;
    }
  }
  doc.restore();
  const [en, bn] = subject.figureCaption;
  return blockAt(t, bangla ? `চিত্র: ${bn} (${en})` : `Figure: ${en} (${bn})`, top + h + 18, { size: 9, color: '#444444' }, 'center');
}
