import { productSearchText } from '../search-text.ts';
import * as BN from './bangla.ts';
import { coverSvg, escapeXml, pickCoverStyle, samplePageSvg, type CoverStyle } from './covers.ts';
import { lineWidth, linePaths } from './text-paths.ts';
import { isbn13CheckDigit } from './isbn.ts';
import { Rng } from './prng.ts';
import {
  BOOK_SECTIONS,
  type AuthorRow,
  type BookSection,
  type CustomerRow,
  type DemoCatalog,
  type DemoFile,
  type ProductRow,
  type ReviewRow,
} from './rows.ts';
import * as W from './words.ts';

export { BOOK_SECTIONS, type BookSection, type DemoCatalog } from './rows.ts';

/**
 * Builds the demo catalogue in memory: plain rows shaped like the tables (ids included, all drawn
 * from a seeded generator), plus the SVG files the covers and sample pages point at. Pure: the same
 * seed, scale and epoch give equal output. `load.ts` writes it.
 */

export const DEMO_SEED = 20_261_122;
/** The "now" of the demo data: creation dates spread over the two years before it. */
export const DEMO_EPOCH = new Date('2026-11-01T06:00:00.000Z');

/** Rows of each kind at scale 1. Every product kind has at least 1,000 published rows (about 2% are unpublished drafts). */
export const FULL_SCALE = {
  books: 1800,
  ebooks: 1250,
  stationery: 1100,
  bundles: 1100,
  contents: 1050,
  authors: 300,
  customers: 300,
} as const;

const MINIMUM: Record<keyof typeof FULL_SCALE, number> = {
  books: 30,
  ebooks: 10,
  stationery: 10,
  bundles: 10,
  contents: 8,
  authors: 10,
  customers: 12,
};

export const BUNDLE_YEARS = [2024, 2025, 2026, 2027] as const;
export const COURSE_BATCHES = ['HSC 2024', 'HSC 2025', 'HSC 2026'] as const;

export interface DemoOptions {
  seed?: number;
  /** 1 = the full catalogue (FULL_SCALE); 0.01 makes a small one for tests. */
  scale?: number;
  epoch?: Date;
}

const DAY = 86_400_000;

/** Lower case, `&` as "and", anything else not a letter or digit becomes one dash. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/g, '') || 'item'
  );
}

/** Hands out unique slugs: the second "physics-1st-paper" becomes "physics-1st-paper-2". */
class SlugSet {
  private readonly used = new Set<string>();
  take(base: string): string {
    const root = slugify(base);
    let slug = root;
    for (let n = 2; this.used.has(slug); n++) slug = `${root}-${n}`;
    this.used.add(slug);
    return slug;
  }
}

/** Approved reviews only: what Product.ratingCount and ratingSum hold. */
export function ratingAggregates(reviews: readonly Pick<ReviewRow, 'productId' | 'rating' | 'status'>[]) {
  const byProduct = new Map<string, { count: number; sum: number }>();
  for (const review of reviews) {
    if (review.status !== 'APPROVED') continue;
    const entry = byProduct.get(review.productId) ?? { count: 0, sum: 0 };
    entry.count += 1;
    entry.sum += review.rating;
    byProduct.set(review.productId, entry);
  }
  return byProduct;
}

function svgFile(key: string, body: string, createdAt: Date): DemoFile {
  return { key, contentType: 'image/svg+xml', body, size: Buffer.byteLength(body), createdAt };
}

function taka(amount: number): number {
  return Math.round(amount) * 100;
}

/** A price in poisha: whole Taka between min and max, rounded to `step` Taka. */
function priceBetween(rng: Rng, min: number, max: number, step = 10): number {
  const value = Math.round(rng.int(min, max) / step) * step;
  return taka(Math.min(max, Math.max(min, value)));
}

/** A "was" price 10–35% above the price, in whole tens of Taka. */
function compareAt(rng: Rng, price: number): number {
  return taka(Math.ceil(((price / 100) * (1.1 + rng.float() * 0.25)) / 10) * 10);
}

/** Sales counts spread over three orders of magnitude, a few best sellers and many slow ones. */
function soldCount(rng: Rng): number {
  return rng.chance(0.06) ? 0 : Math.floor(Math.exp(rng.float() * 7));
}

function personName(rng: Rng): string {
  const kind = rng.weighted([
    ['male', 50],
    ['female', 35],
    ['hindu', 15],
  ] as const);
  if (kind === 'hindu') return `${rng.pick(W.HINDU_FIRST_NAMES)} ${rng.pick(W.HINDU_FAMILY_NAMES)}`;
  if (kind === 'female') {
    return `${rng.pick(W.FEMALE_FIRST_NAMES)} ${rng.pick(rng.chance(0.6) ? W.FEMALE_FAMILY_NAMES : W.MUSLIM_FAMILY_NAMES)}`;
  }
  return `${rng.chance(0.35) ? 'Md. ' : ''}${rng.pick(W.MALE_FIRST_NAMES)} ${rng.pick(W.MUSLIM_FAMILY_NAMES)}`;
}

/** A Bangla name (two in five authors have one) and its Latin spelling, which the slug is made from. */
function banglaPersonName(rng: Rng, title: string): { name: string; latin: string } {
  const kind = rng.weighted([
    ['male', 50],
    ['female', 35],
    ['hindu', 15],
  ] as const);
  let parts: BN.NamePart[];
  if (kind === 'hindu') parts = [rng.pick(BN.HINDU_FIRST_NAMES), rng.pick(BN.HINDU_FAMILY_NAMES)];
  else if (kind === 'female') {
    parts = [rng.pick(BN.FEMALE_FIRST_NAMES), rng.pick(rng.chance(0.6) ? BN.FEMALE_FAMILY_NAMES : BN.MUSLIM_FAMILY_NAMES)];
  } else {
    parts = [rng.pick(BN.MALE_FIRST_NAMES), rng.pick(BN.MUSLIM_FAMILY_NAMES)];
    if (rng.chance(0.35)) parts.unshift(rng.pick(BN.MALE_PREFIXES));
  }
  const honorific = BN.TITLES.find(([, latin]) => `${latin} ` === title);
  if (honorific) parts.unshift(honorific);
  return { name: parts.map(([bangla]) => bangla).join(' '), latin: parts.map(([, latin]) => latin).join(' ') };
}

const HONORIFIC = /^(Dr\.|Prof\.|Md\.|ড\.|অধ্যাপক|মো\.)\s+/;
const isBangla = (text: string) => /[\u0980-\u09FF]/.test(text);

function initials(name: string): string {
  return name
    .replace(HONORIFIC, '')
    .replace(HONORIFIC, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('');
}

function authorPhotoSvg(name: string, style: CoverStyle): string {
  const letters = initials(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="200" height="200" fill="${style.background}"/>` +
    `<circle cx="100" cy="100" r="70" fill="${style.band}"/>` +
    (isBangla(letters)
      ? // Bangla as outlines of the shop's font, centred: an SVG <img> cannot load web fonts (covers.ts).
        `<g fill="${style.background}">${linePaths(letters, 100 - lineWidth(letters, 52, 700) / 2, 118, 52, 700)}</g>`
      : `<text x="100" y="118" font-family="Helvetica, Arial, sans-serif" font-size="52" font-weight="700" text-anchor="middle" fill="${style.background}">${escapeXml(letters)}</text>`) +
    `</svg>`
  );
}

interface BookMeta {
  row: ProductRow;
  section: BookSection;
  /** What bundle and course names call it: "Physics", "BUET", "Medical". */
  focus: string;
  authorIds: string[];
  authorNames: string[];
  publisher: string;
  pageCount: number;
  language: string;
  style: CoverStyle;
}

const SECTION_LABEL: Record<BookSection, string> = {
  academic: 'HSC Academic',
  cycle: 'HSC Cycle',
  engineering: 'Engineering Admission',
  medical: 'Medical Admission',
  varsity: 'Varsity Admission',
};

const BUNDLE_PREFIX: Record<BookSection, string> = {
  academic: 'HSC',
  cycle: 'HSC Cycle',
  engineering: 'Engineering Admission',
  medical: 'Medical Admission',
  varsity: 'Varsity Admission',
};

interface BookTitle {
  title: string;
  /** The title a Bangla-medium edition is printed with (HSC academic and cycle books), or null. */
  bangla: string | null;
  /** What bundle and course names call it. */
  focus: string;
  english: boolean;
}

/** A title for a book of the section, with the word bundles use for it and its language. */
function bookTitle(rng: Rng, section: BookSection): BookTitle {
  switch (section) {
    case 'academic': {
      const subject = rng.pick(W.HSC_SUBJECTS);
      const type = rng.pick(W.ACADEMIC_BOOK_TYPES);
      const subjectBn = BN.SUBJECT_NAMES[subject.name];
      return {
        title: type ? `${subject.name} ${type}` : subject.name,
        bangla: subjectBn ? [subjectBn, BN.BOOK_TYPES[type]].filter(Boolean).join(' ') : null,
        focus: subject.short,
        english: subject.short === 'English',
      };
    }
    case 'cycle': {
      const subject = rng.pick(W.HSC_SUBJECTS);
      const cycle = rng.int(1, 4);
      const type = rng.pick(W.CYCLE_BOOK_TYPES);
      const subjectBn = BN.SUBJECT_NAMES[subject.name];
      return {
        title: `HSC Cycle ${cycle}: ${subject.name} ${type}`,
        bangla: subjectBn ? `${BN.CYCLE} ${BN.banglaDigits(cycle)}: ${subjectBn} ${BN.BOOK_TYPES[type]}` : null,
        focus: subject.short,
        english: subject.short === 'English',
      };
    }
    case 'engineering': {
      const exam = rng.pick(W.ENGINEERING_EXAMS);
      const topic = rng.pick(W.ENGINEERING_TOPICS);
      return { title: `${exam} ${topic}`, bangla: null, focus: exam.replace(/ Admission$/, ''), english: topic === 'English' };
    }
    case 'medical': {
      const exam = rng.pick(W.MEDICAL_EXAMS);
      const topic = rng.pick(W.MEDICAL_TOPICS);
      return { title: `${exam} ${topic}`, bangla: null, focus: topic, english: topic === 'English' };
    }
    case 'varsity': {
      const exam = rng.pick(W.VARSITY_EXAMS);
      const topic = rng.pick(W.VARSITY_TOPICS);
      return { title: `${exam} ${topic}`, bangla: null, focus: exam.replace(/ Unit$/, ''), english: topic === 'English' };
    }
  }
}

function bookDescription(rng: Rng, title: string, authors: string[], publisher: string, section: BookSection): string {
  const audience: Record<BookSection, string> = {
    academic: 'HSC students who want to master the syllabus and score well in the board exam',
    cycle: 'HSC students following the cycle-wise exam plan of their college',
    engineering: 'candidates preparing for BUET, KUET, RUET, CUET and the other engineering universities',
    medical: 'candidates preparing for the MBBS and BDS admission tests',
    varsity: 'candidates preparing for the Dhaka University and other public university admission tests',
  };
  const extras = [
    'Every chapter starts with the key ideas and ends with practice questions.',
    'Answers are explained step by step, with common mistakes pointed out.',
    "Includes the previous years' questions with solutions.",
    'Short tricks and formula sheets help with last-minute revision.',
    'Model tests at the end follow the exact pattern of the real exam.',
    'Diagrams and tables summarise each topic on one page.',
  ];
  const by = authors.length ? ` by ${authors.join(', ')}` : '';
  return `${title}${by}, published by ${publisher}, is written for ${audience[section]}. ${rng.sample(extras, 2).join(' ')}`;
}

function reviewBody(rng: Rng, rating: number, title: string): string {
  const opening = rng.pick(W.REVIEW_OPENINGS[rating]!);
  const tone = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
  const details = rng.sample(W.REVIEW_DETAILS[tone], rng.int(1, 2));
  const mention = rng.chance(0.25) ? ` I bought ${title} for my exam preparation.` : '';
  return `${opening} ${details.join(' ')}${mention}`;
}

/** Generates the whole demo catalogue in memory. */
export function generateDemoCatalog(options: DemoOptions = {}): DemoCatalog {
  const seed = options.seed ?? DEMO_SEED;
  const scale = options.scale ?? 1;
  const epoch = (options.epoch ?? DEMO_EPOCH).getTime();
  const count = (what: keyof typeof FULL_SCALE) => Math.max(MINIMUM[what], Math.round(FULL_SCALE[what] * scale));
  const master = new Rng(seed);
  // One stream per part, forked in a fixed order: changing one part leaves the others as they were.
  const rngs = {
    authors: master.fork(),
    customers: master.fork(),
    books: master.fork(),
    ebooks: master.fork(),
    stationery: master.fork(),
    bundles: master.fork(),
    contents: master.fork(),
    pages: master.fork(),
    reviews: master.fork(),
  };
  /** A moment `days` days before the epoch, to the minute. */
  const daysAgo = (days: number) => new Date(Math.floor((epoch - days * DAY) / 60_000) * 60_000);
  const slugs = new SlugSet();
  const out: DemoCatalog = {
    seed,
    scale,
    authors: [],
    customers: [],
    products: [],
    productAuthors: [],
    books: [],
    ebooks: [],
    stationery: [],
    variants: [],
    bundles: [],
    bundleItems: [],
    contents: [],
    chapters: [],
    lessons: [],
    pages: [],
    reviews: [],
    files: [],
  };

  const product = (
    rng: Rng,
    fields: Pick<ProductRow, 'kind' | 'slug' | 'title' | 'subtitle' | 'description' | 'price' | 'stock' | 'sectionSlug' | 'searchText' | 'createdAt'> & {
      index: number;
      discountChance: number;
    },
  ): ProductRow => {
    const { index, discountChance, ...rest } = fields;
    // About one in fifty is a draft an admin has not published yet.
    const published = index % 50 !== 37;
    const row: ProductRow = {
      id: rng.uuid(),
      ...rest,
      compareAtPrice: rng.chance(discountChance) ? compareAt(rng, rest.price) : null,
      published,
      publishedAt: published ? rest.createdAt : null,
      coverKey: `covers/demo-${rest.slug}.svg`,
      soldCount: published ? soldCount(rng) : 0,
      ratingCount: 0,
      ratingSum: 0,
      updatedAt: rest.createdAt,
    };
    out.products.push(row);
    return row;
  };

  const cover = (row: ProductRow, input: Omit<Parameters<typeof coverSvg>[0], 'title'>) => {
    out.files.push(svgFile(row.coverKey, coverSvg({ title: row.title, ...input }), row.createdAt));
  };

  // Authors: a few write many books, most write a handful.
  {
    const rng = rngs.authors;
    const authorSlugs = new SlugSet();
    for (let i = 0; i < count('authors'); i++) {
      const title = rng.weighted([
        ['', 70],
        ['Dr. ', 18],
        ['Prof. ', 12],
      ] as const);
      // Two in five write under a Bangla name, spread over popular and occasional authors alike.
      const bangla = i % 5 === 1 || i % 5 === 3 ? banglaPersonName(rng, title) : null;
      const name = bangla?.name ?? `${title}${personName(rng)}`;
      const latin = bangla?.latin ?? name;
      const slug = authorSlugs.take(latin.replace(/^(Dr\.|Prof\.|Md\.)\s+/, '').replace(/\bMd\.\s+/, ''));
      const subject = rng.pick(W.HSC_SUBJECTS).short;
      const institution = rng.pick(W.INSTITUTIONS);
      const years = rng.int(4, 30);
      const role = rng.pick(W.TEACHER_ROLES);
      const bio = [
        `${name} is ${/^[AEIOU]/.test(role) ? 'an' : 'a'} ${role.toLowerCase()} of ${subject} at ${institution}.`,
        `For ${years} years they have taught HSC and admission students, and their books are known for clear explanations and exam-focused practice.`,
        rng.chance(0.4) ? `They also run free problem-solving sessions for students outside Dhaka.` : '',
      ]
        .filter(Boolean)
        .join(' ');
      const createdAt = daysAgo(rng.int(760, 800));
      const hasPhoto = rng.chance(0.6);
      const photoKey = hasPhoto ? `authors/demo-${slug}.svg` : null;
      if (photoKey) out.files.push(svgFile(photoKey, authorPhotoSvg(name, pickCoverStyle(rng)), createdAt));
      out.authors.push({ id: rng.uuid(), slug, name, bio, photoKey, createdAt, updatedAt: createdAt });
    }
  }
  // Popular authors first: index = n·u² favours the first ones. Bangla-titled books are by authors with Bangla names.
  const banglaAuthors = out.authors.filter((author) => isBangla(author.name));
  const pickAuthor = (rng: Rng, bangla = false) => {
    const pool = bangla && banglaAuthors.length ? banglaAuthors : out.authors;
    return pool[Math.floor(pool.length * rng.float() ** 2)]!;
  };

  // Customers who wrote the reviews. No password: they cannot sign in.
  {
    const rng = rngs.customers;
    for (let i = 0; i < count('customers'); i++) {
      const createdAt = daysAgo(rng.int(30, 720));
      out.customers.push({
        id: rng.uuid(),
        name: personName(rng),
        phone: `0180${String(i + 1).padStart(7, '0')}`,
        hscBatch: rng.weighted([
          ['HSC 2024', 20],
          ['HSC 2025', 30],
          ['HSC 2026', 30],
          ['HSC 2027', 15],
          [null, 5],
        ] as const),
        phoneVerifiedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  // Printed books.
  const books: BookMeta[] = [];
  {
    const rng = rngs.books;
    const isbns = new Set<string>();
    const sectionWeights: (readonly [BookSection, number])[] = [
      ['academic', 40],
      ['cycle', 10],
      ['engineering', 17],
      ['medical', 17],
      ['varsity', 16],
    ];
    for (let i = 0; i < count('books'); i++) {
      // Round-robin for the first few so even a tiny catalogue has books in every section.
      const section = i < BOOK_SECTIONS.length ? BOOK_SECTIONS[i]! : rng.weighted(sectionWeights);
      const made = bookTitle(rng, section);
      const { focus, english } = made;
      const language = english ? 'English' : rng.chance(0.65) ? 'Bangla' : 'English';
      // A Bangla-medium HSC book is titled in Bangla; its slug keeps the English title's words.
      const bangla = language === 'Bangla' && made.bangla !== null;
      const title = bangla ? made.bangla! : made.title;
      const publisher = rng.pick(W.PUBLISHERS);
      const authorCount = rng.weighted([
        [1, 70],
        [2, 25],
        [3, 5],
      ] as const);
      const picked = new Map<string, AuthorRow>();
      while (picked.size < authorCount) {
        const author = pickAuthor(rng, bangla);
        picked.set(author.id, author);
      }
      const authorRows = [...picked.values()];
      const pageCount = rng.int(12, 90) * 10;
      const year = rng.int(2023, 2026);
      const edition = `${rng.pick(W.EDITIONS)} ${year}`;
      let isbn: string | null = null;
      if (!rng.chance(0.03)) {
        do {
          const first12 = `978984${String(rng.int(10, 99))}${String(rng.int(0, 9999)).padStart(4, '0')}`;
          isbn = `${first12}${isbn13CheckDigit(first12)}`;
        } while (isbns.has(isbn));
        isbns.add(isbn);
      }
      const price = taka(Math.min(1200, Math.max(120, Math.round((90 + pageCount * (0.7 + rng.float() * 0.7)) / 10) * 10)));
      const number = bangla ? BN.banglaDigits : String;
      const subtitle = rng
        .pick<string>(bangla ? BN.BOOK_SUBTITLES : W.BOOK_SUBTITLES)
        .replace('{batch}', number(rng.int(2025, 2027)))
        .replace('{year}', number(rng.int(2025, 2027)));
      const authorNames = authorRows.map((a) => a.name);
      const row = product(rng, {
        index: i,
        kind: 'BOOK',
        slug: slugs.take(`${made.title} ${publisher.split(' ')[0]}`),
        title,
        subtitle,
        description: bookDescription(rng, title, authorNames, publisher, section),
        price,
        stock: rng.chance(0.08) ? 0 : Math.floor(rng.float() ** 2 * 400) + 1,
        sectionSlug: section,
        searchText: productSearchText({ authors: authorNames, isbn, publisher, edition }),
        createdAt: daysAgo(rng.float() * 730),
        discountChance: 0.25,
      });
      authorRows.forEach((a, position) => out.productAuthors.push({ productId: row.id, authorId: a.id, position }));
      out.books.push({ productId: row.id, publisher, isbn, edition, pageCount, language });
      const style = pickCoverStyle(rng);
      cover(row, { byline: authorNames.join(', '), footer: publisher, label: SECTION_LABEL[section], style });
      books.push({ row, section, focus, authorIds: authorRows.map((a) => a.id), authorNames, publisher, pageCount, language, style });
    }
  }

  // Ebooks: most are the digital edition of a printed book, the rest stand alone.
  {
    const rng = rngs.ebooks;
    const total = count('ebooks');
    const editions = rng.sample(books, Math.min(books.length, Math.round(total * 0.65)));
    for (let i = 0; i < total; i++) {
      const print = editions[i];
      let title: string;
      let section: BookSection;
      let authorIds: string[];
      let authorNames: string[];
      let publisher: string;
      let pageCount: number;
      let language: string;
      let createdAt: Date;
      let style: CoverStyle;
      let slug: string;
      if (print) {
        ({ section, authorIds, authorNames, publisher, pageCount, language, style } = print);
        title = print.row.title;
        slug = slugs.take(`${print.row.slug}-ebook`);
        createdAt = new Date(Math.min(epoch, print.row.createdAt.getTime() + rng.int(0, 120) * DAY));
      } else {
        section = rng.pick(BOOK_SECTIONS);
        const made = bookTitle(rng, section);
        language = made.english ? 'English' : rng.chance(0.6) ? 'Bangla' : 'English';
        const bangla = language === 'Bangla' && made.bangla !== null;
        title = bangla ? `${made.bangla} (${BN.EBOOK})` : `${made.title} (eBook)`;
        const picked = new Map<string, AuthorRow>();
        const authorCount = rng.chance(0.8) ? 1 : 2;
        while (picked.size < authorCount) {
          const author = pickAuthor(rng, bangla);
          picked.set(author.id, author);
        }
        authorIds = [...picked.keys()];
        authorNames = [...picked.values()].map((a) => a.name);
        publisher = rng.pick(W.PUBLISHERS);
        pageCount = rng.int(8, 60) * 10;
        createdAt = daysAgo(rng.float() * 700);
        style = pickCoverStyle(rng);
        slug = slugs.take(`${made.title} (eBook)`);
      }
      const printPrice = print?.row.price ?? taka(150 + pageCount);
      const price = taka(Math.min(600, Math.max(60, Math.round(((printPrice / 100) * (0.4 + rng.float() * 0.2)) / 10) * 10)));
      const row = product(rng, {
        index: i,
        kind: 'EBOOK',
        slug,
        title,
        subtitle: print ? 'Digital edition' : 'Read on any device',
        description: print
          ? `The digital edition of ${title}: read it in the Pathagar reader on your phone or computer, with the first pages free to preview.`
          : bookDescription(rng, title, authorNames, publisher, section),
        price,
        stock: 0,
        sectionSlug: section,
        searchText: productSearchText({ authors: authorNames, publisher }),
        createdAt,
        discountChance: 0.2,
      });
      authorIds.forEach((authorId, position) => out.productAuthors.push({ productId: row.id, authorId, position }));
      out.ebooks.push({
        productId: row.id,
        fileKey: null,
        pageCount,
        previewPages: rng.int(1, 4) * 5,
        printEditionId: print?.row.id ?? null,
        language,
      });
      cover(row, { byline: authorNames.join(', '), footer: publisher, label: 'eBook', style });
    }
  }

  // Stationery, some with variants (colour, ruling, size) that carry their own stock.
  {
    const rng = rngs.stationery;
    for (let i = 0; i < count('stationery'); i++) {
      const item = rng.pick(W.STATIONERY_ITEMS);
      const brand = rng.pick(item.brands);
      const series = item.brands.length > 2 ? rng.pick(W.STATIONERY_SERIES) : '';
      const title = [brand, series, item.name].filter(Boolean).join(' ');
      const slug = slugs.take(title);
      const labels = item.variants && rng.chance(0.8) ? rng.sample(item.variants, rng.int(2, item.variants.length)) : [];
      const variantStocks = labels.map(() => (rng.chance(0.12) ? 0 : rng.int(1, 300)));
      const row = product(rng, {
        index: i,
        kind: 'STATIONERY',
        slug,
        title,
        subtitle: labels.length ? `Available in ${labels.length} options` : '',
        description: `${title}: dependable everyday stationery for classes, coaching and exam halls. Genuine ${brand} product.`,
        price: priceBetween(rng, item.price[0], item.price[1], 5),
        stock: labels.length ? variantStocks.reduce((a, b) => a + b, 0) : rng.chance(0.1) ? 0 : rng.int(1, 500),
        sectionSlug: null,
        searchText: productSearchText({ brand }),
        createdAt: daysAgo(rng.float() * 730),
        discountChance: 0.15,
      });
      out.stationery.push({ productId: row.id, brand });
      labels.forEach((label, position) =>
        out.variants.push({
          id: rng.uuid(),
          productId: row.id,
          label,
          sku: `ST-${String(i + 1).padStart(5, '0')}-${position + 1}`,
          stock: variantStocks[position]!,
          position,
        }),
      );
      cover(row, { byline: labels.join(' · ') || item.name, footer: brand, label: 'Stationery', style: pickCoverStyle(rng) });
    }
  }

  // Bundles of 2–6 published books of one section, for the exam years.
  {
    const rng = rngs.bundles;
    const bySection = new Map<BookSection, BookMeta[]>();
    for (const book of books) {
      if (!book.row.published) continue;
      bySection.set(book.section, [...(bySection.get(book.section) ?? []), book]);
    }
    const sections = BOOK_SECTIONS.filter((s) => (bySection.get(s)?.length ?? 0) >= 2);
    const packWords = ['Bundle', 'Combo', 'Pack', 'Set', 'Essentials', 'Complete Kit'];
    for (let i = 0; i < count('bundles'); i++) {
      const year = BUNDLE_YEARS[i % BUNDLE_YEARS.length]!;
      // Put together in the months before its exam year (inside the two years the catalogue covers).
      const from = Math.max(epoch - 730 * DAY, Date.UTC(year - 1, 6, 1));
      const to = Math.min(epoch, Date.UTC(year, 10, 30));
      const createdAt = new Date(Math.floor((from + rng.float() * Math.max(0, to - from)) / 60_000) * 60_000);
      const section = rng.pick(sections);
      const all = bySection.get(section)!;
      const older = all.filter((book) => book.row.createdAt <= createdAt);
      const pool = older.length >= 2 ? older : all;
      const items = rng.sample(pool, rng.int(2, Math.min(6, pool.length)));
      const quantities = items.map(() => (rng.chance(0.05) ? 2 : 1));
      const value = items.reduce((sum, item, k) => sum + item.row.price * quantities[k]!, 0);
      const focuses = [...new Set(items.map((item) => item.focus))];
      const focus = focuses.length > 2 ? 'Complete' : focuses.join(' + ');
      const title = `${BUNDLE_PREFIX[section]} ${year} ${focus} ${rng.pick(packWords)}`;
      const row = product(rng, {
        index: i,
        kind: 'BUNDLE',
        slug: slugs.take(title),
        title,
        subtitle: `${items.length} books for ${year}`,
        description: `Everything in one parcel for ${year}: ${items.map((item) => item.row.title).join('; ')}.`,
        price: taka(Math.round(((value / 100) * (0.8 + rng.float() * 0.12)) / 10) * 10),
        stock: rng.chance(0.1) ? 0 : rng.int(1, 150),
        sectionSlug: section,
        searchText: productSearchText({ year, publisher: [...new Set(items.map((item) => item.publisher))].join(' ') }),
        createdAt,
        discountChance: 0,
      });
      if (rng.chance(0.6)) row.compareAtPrice = value;
      out.bundles.push({ productId: row.id, year });
      items.forEach((item, position) =>
        out.bundleItems.push({ bundleId: row.id, productId: item.row.id, quantity: quantities[position]!, position }),
      );
      cover(row, {
        byline: `${items.length} books`,
        footer: `Exam year ${year}`,
        label: `Bundle ${year}`,
        style: pickCoverStyle(rng),
      });
    }
  }

  // Courses for HSC batches: ordered chapters of ordered lessons.
  {
    const rng = rngs.contents;
    for (let i = 0; i < count('contents'); i++) {
      const batch = COURSE_BATCHES[i % COURSE_BATCHES.length]!;
      const subject = rng.pick(W.COURSE_SUBJECTS);
      const short = W.HSC_SUBJECTS.find((s) => s.name === subject)?.short ?? subject;
      const type = rng.pick(W.COURSE_TYPES);
      const title = `${batch} ${subject} ${type}`;
      const instructor = `${rng.chance(0.3) ? 'Dr. ' : ''}${personName(rng)}`;
      const batchYear = Number(batch.slice(4));
      // A course opens in the year before its batch's exam (never after the epoch).
      const opened = Math.min(epoch, Date.UTC(batchYear - 1, 0, 1) + rng.int(0, 330) * DAY);
      const createdAt = new Date(Math.floor(opened / 60_000) * 60_000);
      const row = product(rng, {
        index: i,
        kind: 'CONTENT',
        slug: slugs.take(title),
        title,
        subtitle: `With ${instructor}`,
        description: `${type} on ${subject} for ${batch} students: recorded classes, lecture notes and quizzes, chapter by chapter, taught by ${instructor}.`,
        price: priceBetween(rng, 500, 5000, 50),
        stock: 0,
        sectionSlug: 'academic',
        searchText: productSearchText({ instructor, hscBatch: batch }),
        createdAt,
        discountChance: 0.35,
      });
      const chapterPool = W.CHAPTERS[short] ?? W.GENERIC_CHAPTERS;
      const chapterCount = rng.int(4, 10);
      const chapterTitles =
        chapterPool.length >= chapterCount
          ? rng
              .sample(
                chapterPool.map((t, k) => [t, k] as const),
                chapterCount,
              )
              .sort((a, b) => a[1] - b[1])
              .map(([t]) => t)
          : Array.from({ length: chapterCount }, (_, k) => chapterPool[k % chapterPool.length]! + (k >= chapterPool.length ? ' II' : ''));
      let totalMinutes = 0;
      chapterTitles.forEach((chapterTitle, position) => {
        const chapterId = rng.uuid();
        out.chapters.push({ id: chapterId, productId: row.id, title: chapterTitle, position, createdAt, updatedAt: createdAt });
        const seen = new Map<string, number>();
        const lessonCount = rng.int(3, 8);
        for (let k = 0; k < lessonCount; k++) {
          // Every chapter opens with a concept class.
          const [kind, name] = k === 0 ? (['VIDEO', 'Concept Class'] as const) : rng.weighted(W.LESSON_PATTERNS.map(([kd, n, w]) => [[kd, n] as const, w] as const));
          const nth = (seen.get(name) ?? 0) + 1;
          seen.set(name, nth);
          const durationMinutes = kind === 'VIDEO' ? rng.int(8, 55) : 0;
          totalMinutes += durationMinutes;
          const lessonId = rng.uuid();
          // Playable demo lessons (no random draws here, so the catalogue stays the same for a seed).
          out.lessons.push({
            id: lessonId,
            chapterId,
            title: `${name} ${nth}`,
            kind,
            position: k,
            durationMinutes,
            body: demoLessonBody(kind, chapterTitle, `${name} ${nth}`),
            // A PDF lesson shares a paid demo ebook's file: never a free preview (the draw is made all the same).
            freePreview: ((position === 0 && k === 0) || rng.chance(0.03)) && kind !== 'PDF',
          });
        }
      });
      out.contents.push({ productId: row.id, hscBatch: batch, instructor, totalMinutes });
      cover(row, { byline: instructor, footer: `${batch} · ${chapterTitles.length} chapters`, label: 'Course', style: pickCoverStyle(rng) });
    }
  }

  // Sample pages (DEMO) for some published books.
  {
    const rng = rngs.pages;
    for (const book of books) {
      if (!book.row.published || !rng.chance(0.06)) continue;
      const pageTotal = rng.int(3, 5);
      for (let position = 0; position < pageTotal; position++) {
        const pageNumber = rng.int(1, 12) + position * rng.int(3, 20);
        const heading = position === 0 ? 'Contents' : `Chapter ${position}`;
        const imageKey = `pages/demo-${book.row.slug}-${position + 1}.svg`;
        const lineWidths = Array.from({ length: 22 }, () => rng.int(280, 480));
        out.files.push(svgFile(imageKey, samplePageSvg(book.row.title, pageNumber, heading, lineWidths), book.row.createdAt));
        out.pages.push({
          id: rng.uuid(),
          productId: book.row.id,
          kind: 'DEMO',
          imageKey,
          caption: `${heading} (page ${pageNumber})`,
          position,
          createdAt: book.row.createdAt,
        });
      }
    }
  }

  // Reviews by the demo customers: more for the best sellers; most approved, some waiting, a few rejected.
  {
    const rng = rngs.reviews;
    for (const row of out.products) {
      if (!row.published || rng.chance(0.3)) continue;
      const wanted = Math.floor(Math.sqrt(row.soldCount) * rng.float() * 0.6) + (rng.chance(0.5) ? 1 : 0);
      const writers = rng.sample(out.customers, wanted);
      for (const customer of writers) {
        const rating = rng.weighted([
          [5, 45],
          [4, 30],
          [3, 13],
          [2, 7],
          [1, 5],
        ] as const);
        const status = rng.weighted([
          ['APPROVED', 88],
          ['PENDING', 10],
          ['REJECTED', 2],
        ] as const);
        const since = Math.max(row.createdAt.getTime(), customer.createdAt.getTime());
        const createdAt = new Date(Math.floor((since + rng.float() * Math.max(0, epoch - since)) / 60_000) * 60_000);
        const moderatedAt = status === 'PENDING' ? null : new Date(Math.min(epoch, createdAt.getTime() + rng.int(1, 72) * 3_600_000));
        out.reviews.push({
          id: rng.uuid(),
          productId: row.id,
          userId: customer.id,
          rating,
          body: reviewBody(rng, rating, row.title),
          status,
          moderatedAt,
          createdAt,
          updatedAt: moderatedAt ?? createdAt,
        });
      }
    }
    const aggregates = ratingAggregates(out.reviews);
    for (const row of out.products) {
      const aggregate = aggregates.get(row.id);
      row.ratingCount = aggregate?.count ?? 0;
      row.ratingSum = aggregate?.sum ?? 0;
    }
  }

  return out;
}

/** Vimeo's own example video (its player documentation uses it): plays in the embedded player. */
const DEMO_VIDEO = 'https://vimeo.com/76979871';
/** The storage key of DEMO_EBOOK_FILES.english (server/src/modules/library/demo-ebook-files.ts; a test keeps them equal). */
export const DEMO_LESSON_PDF_KEY = 'ebooks/demo-english.pdf';

/** The body of a demo lesson: a playable video, Markdown notes, or a short quiz (QUIZ_SCHEMA's shape). */
function demoLessonBody(kind: 'VIDEO' | 'PDF' | 'TEXT' | 'QUIZ', chapter: string, title: string): string {
  if (kind === 'VIDEO') return DEMO_VIDEO;
  // Lecture notes: the English demo ebook's PDF (library/demo-ebook-files.ts writes it on the first start).
  if (kind === 'PDF') return DEMO_LESSON_PDF_KEY;
  if (kind === 'QUIZ') {
    return JSON.stringify({
      questions: [
        {
          prompt: `Which is the best first step when a board question on ${chapter} looks new?`,
          options: ['Write down what is given and what is asked', 'Skip it at once', 'Guess the answer'],
          answer: 0,
          explanation: 'Listing the given data and the unknown shows which formula of the chapter applies.',
        },
        {
          prompt: `How many marks does a creative question (সৃজনশীল প্রশ্ন) carry in the HSC board exam?`,
          options: ['5', '10', '20'],
          answer: 1,
          explanation: 'A creative question has four parts (1 + 2 + 3 + 4 = 10 marks).',
        },
        {
          prompt: 'What helps most in the last week before the exam?',
          options: ['Solving the previous years\' board questions', 'Starting a new textbook', 'Sleeping less'],
          answer: 0,
        },
      ],
    });
  }
  return [
    `## ${title}: ${chapter}`,
    '',
    `The key points of **${chapter}**, as the board asks them:`,
    '',
    '1. **Definitions** – learn them word for word; short questions ask them directly.',
    '2. **Formulae** – write each with the meaning of every symbol and its unit.',
    '3. **Board questions** – the most asked ones of the last five years, with the steps of the answer.',
    '',
    '> Tip: after reading, close the notes and write the formulae from memory.',
  ].join('\n');
}
