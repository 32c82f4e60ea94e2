/**
 * Quick PDFs for tests (made in-process, no child): the demo ebooks themselves are now typeset by
 * demo-book.mts, one book per ebook. Kept for fixtures that need a PDF of a given length fast; its
 * title page sets runs with pdfkit's `continued` text, which draws centred runs over each other
 * (demo-ebook-files.test.ts shows it). A title page, chapters
 * of Bengali or English text in the embedded Noto Sans Bengali, a page number on each page and a table
 * of contents as the PDF outline. Text is made from a fixed vocabulary with a seeded generator, so the
 * same request gives the same book.
 */
import { mulberry32 } from '../../catalog/demo/prng.ts';
import { newPdf, pdfBytes, writeMixed, type Pdf } from './pdfkit-text.ts';

export interface DemoEbookSpec {
  title: string;
  subtitle: string;
  bangla: boolean;
  pages: number;
  /** Pages per chapter (each chapter is one outline entry). */
  chapterPages: number;
  seed: number;
  /** JPEG figures placed in turn on the pages without a diagram (a textbook's photos and scans). */
  photos?: readonly Buffer[];
}

const BN_WORDS = (
  'আমরা পদার্থবিজ্ঞান রসায়ন গণিত জীববিজ্ঞান অধ্যায় প্রশ্ন উত্তর সমাধান সূত্র বল শক্তি কাজ ক্ষমতা তাপ আলো শব্দ তরঙ্গ ' +
  'পরমাণু অণু যৌগ মৌল বিক্রিয়া সমীকরণ ভেক্টর গতি ত্বরণ বেগ সময় দূরত্ব কোষ উদ্ভিদ প্রাণী বংশগতি পরীক্ষা অনুশীলন ' +
  'উদাহরণ ব্যাখ্যা সংজ্ঞা বৈশিষ্ট্য নিয়ম প্রমাণ ফলাফল শিক্ষার্থী পাঠ্যবই বোর্ড সৃজনশীল বহুনির্বাচনি গুরুত্বপূর্ণ সহজ কঠিন ' +
  'নির্ণয় করো দেখাও লেখো এবং অথবা কিন্তু তাই যদি তবে হয় থাকে করে হলে পারে জন্য মধ্যে থেকে'
).split(' ');
const EN_WORDS = (
  'the a of and to in is that for as with by we this force energy work power heat light sound wave atom molecule ' +
  'compound element reaction equation vector motion acceleration velocity time distance cell plant animal heredity ' +
  'exam exercise example explanation definition property rule proof result student textbook board creative question ' +
  'answer solution formula important simple difficult find show write therefore if then so which when chapter'
).split(' ');

function sentence(random: () => number, words: readonly string[], bangla: boolean): string {
  const length = 8 + Math.floor(random() * 10);
  const picked = Array.from({ length }, () => words[Math.floor(random() * words.length)]!);
  const text = picked.join(' ');
  return bangla ? `${text}।` : `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function paragraph(random: () => number, bangla: boolean): string {
  const words = bangla ? BN_WORDS : EN_WORDS;
  return Array.from({ length: 3 + Math.floor(random() * 2) }, () => sentence(random, words, bangla)).join(' ');
}

const toBanglaDigits = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

function chapterTitle(spec: DemoEbookSpec, chapter: number): string {
  return spec.bangla ? `অধ্যায় ${toBanglaDigits(chapter)}` : `Chapter ${chapter}`;
}

function pageNumber(doc: Pdf, spec: DemoEbookSpec, page: number) {
  // Below the bottom margin pdfkit would start a new page: lift the margin while writing the number.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const label = spec.bangla ? toBanglaDigits(page) : String(page);
  writeMixed(doc, label, { size: 9, x: 0, y: doc.page.height - 30, width: doc.page.width, align: 'center', lineBreak: false });
  doc.page.margins.bottom = bottom;
}

/** A diagram on some pages, as textbooks have: axes and a curve. */
function diagram(doc: Pdf, random: () => number, top: number) {
  const left = 70;
  doc.save().lineWidth(0.8).strokeColor('#444');
  doc.moveTo(left, top).lineTo(left, top + 90).lineTo(left + 260, top + 90).stroke();
  doc.moveTo(left, top + 90);
  const a = 0.5 + random();
  for (let x = 0; x <= 260; x += 4) doc.lineTo(left + x, top + 90 - 80 * Math.abs(Math.sin((x / 260) * Math.PI * a)));
  doc.stroke().restore();
}

/** The whole PDF of one demo ebook. */
export async function writeDemoEbookPdf(spec: DemoEbookSpec): Promise<Buffer> {
  const random = mulberry32(spec.seed);
  const doc = newPdf({
    size: 'A5',
    margins: { top: 50, bottom: 50, left: 45, right: 45 },
    info: { Title: spec.title, Subject: spec.subtitle, Author: 'Pathagar demo', Creator: 'Pathagar', CreationDate: new Date(0) },
    displayTitle: true,
    lang: spec.bangla ? 'bn' : 'en',
  });

  doc.addPage();
  writeMixed(doc, spec.title, { bold: true, size: 22, x: 45, y: 180, width: 330, align: 'center' });
  doc.moveDown(1);
  writeMixed(doc, spec.subtitle, { size: 12, width: 330, align: 'center' });
  doc.outline.addItem(spec.bangla ? 'প্রচ্ছদ' : 'Title page');

  let chapter = 0;
  for (let page = 2; page <= spec.pages; page++) {
    // Writing is synchronous: give the event loop a turn each page, so the shop keeps answering meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    doc.addPage();
    let y = 50;
    if ((page - 2) % spec.chapterPages === 0) {
      chapter += 1;
      const title = chapterTitle(spec, chapter);
      doc.outline.addItem(title);
      writeMixed(doc, title, { bold: true, size: 16, x: 45, y, width: 330 });
      y = doc.y + 10;
    }
    doc.y = y;
    const figure = page % 3 === 0;
    for (let p = 0; p < (figure ? 2 : 4); p++) {
      writeMixed(doc, paragraph(random, spec.bangla), { size: 10, x: 45, y: doc.y, width: 330, align: 'justify', lineGap: 2 });
      doc.moveDown(0.6);
    }
    if (figure && doc.y < 380) diagram(doc, random, doc.y + 10);
    else if (spec.photos?.length && doc.y < 400) {
      // A fresh Buffer each time: pdfkit embeds it as its own image, as a scanned figure would be.
      const photo = Buffer.from(spec.photos[page % spec.photos.length]!);
      doc.image(photo, 45, doc.y + 6, { fit: [330, 110], align: 'center' });
    }
    pageNumber(doc, spec, page);
  }
  return pdfBytes(doc);
}
