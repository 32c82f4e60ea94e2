/**
 * The search relevance set (issue 33): what students type over the demo catalogue (seed 20261122),
 * each query with the products a student would expect, as a rule over a product's title, kind,
 * authors and ISBN (the catalogue is generated, so rules name its products better than ids would).
 * `npm run bench:search-quality` scores search against it (recall@10, MRR, zero-result share).
 */

export type RelevanceGroup = 'English' | 'Bangla' | 'Banglish' | 'misspelt' | 'ordinal' | 'short form' | 'author' | 'ISBN' | 'mixed';

export interface Expectation {
  /** The title matches (case-insensitive). */
  title?: RegExp;
  /** Also the title matches this (both must). */
  alsoTitle?: RegExp;
  kind?: 'BOOK' | 'EBOOK' | 'STATIONERY' | 'BUNDLE' | 'CONTENT';
  /** One of the authors' names matches. */
  author?: RegExp;
  /** The product with this ISBN (bare digits); filled in from the database when '*'. */
  isbn?: string;
}

export interface RelevanceQuery {
  group: RelevanceGroup;
  query: string;
  expect: Expectation;
}

interface Subject {
  en: string;
  bn: string;
  banglish: readonly string[];
  short: readonly string[];
  misspelt: readonly string[];
  papers: boolean;
}

const SUBJECTS: readonly Subject[] = [
  { en: 'Physics', bn: 'পদার্থবিজ্ঞান', banglish: ['podarthobiggan', 'padarthabigyan', 'podarthobijnan'], short: ['phy'], misspelt: ['phisics', 'physcs'], papers: true },
  { en: 'Chemistry', bn: 'রসায়ন', banglish: ['rasayan', 'roshayon', 'rosayon'], short: ['chem'], misspelt: ['chemestry', 'chemistri'], papers: true },
  { en: 'Higher Math', bn: 'উচ্চতর গণিত', banglish: ['uccotor gonit', 'ucchotor ganit'], short: ['h. math', 'hmath'], misspelt: ['higher mathh', 'hiher math'], papers: true },
  { en: 'Biology', bn: 'জীববিজ্ঞান', banglish: ['jibbiggan', 'jiboviggan', 'jibbijnan'], short: ['bio'], misspelt: ['biolgy', 'biologi'], papers: true },
  { en: 'Accounting', bn: 'হিসাববিজ্ঞান', banglish: ['hisabbiggan', 'hishabbigyan'], short: ['acc'], misspelt: ['acounting', 'accountng'], papers: true },
  { en: 'Economics', bn: 'অর্থনীতি', banglish: ['orthoniti', 'arthaniti', 'ortoniti'], short: ['eco'], misspelt: ['economcs', 'econmics'], papers: true },
  { en: 'ICT', bn: 'তথ্য ও যোগাযোগ প্রযুক্তি', banglish: ['totthyo projukti', 'tottho o jogajog projukti'], short: ['ict'], misspelt: [], papers: false },
  { en: 'Statistics', bn: 'পরিসংখ্যান', banglish: ['porisonkhan', 'parisankhyan'], short: ['stat'], misspelt: ['statistcs'], papers: false },
  { en: 'Geography', bn: 'ভূগোল', banglish: ['bhugol', 'vugol'], short: ['geo'], misspelt: ['geografy'], papers: false },
  { en: 'Logic', bn: 'যুক্তিবিদ্যা', banglish: ['juktibidda', 'juktibidya'], short: [], misspelt: [], papers: false },
];

const ORDINALS: readonly { n: 1 | 2; en: string; written: readonly string[]; bn: string; bnWritten: string }[] = [
  { n: 1, en: '1st', written: ['first', '1'], bn: '১ম', bnWritten: 'প্রথম' },
  { n: 2, en: '2nd', written: ['second', '2'], bn: '২য়', bnWritten: 'দ্বিতীয়' },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Titles of a subject in either script. */
const subjectTitle = (s: Subject) => new RegExp(`${escape(s.en)}|${escape(s.bn)}`, 'i');
/** Titles of one paper of a subject in either script. */
const paperTitle = (s: Subject, o: (typeof ORDINALS)[number]) =>
  new RegExp(`${escape(s.en)} ${o.en} Paper|${escape(s.bn)} ${o.bn} পত্র`, 'i');

function build(): RelevanceQuery[] {
  const out: RelevanceQuery[] = [];
  const add = (group: RelevanceGroup, query: string, expect: Expectation) => out.push({ group, query, expect });
  for (const s of SUBJECTS) {
    add('English', s.en.toLowerCase(), { title: subjectTitle(s) });
    add('Bangla', s.bn, { title: subjectTitle(s) });
    for (const b of s.banglish) add('Banglish', b, { title: subjectTitle(s) });
    for (const m of s.misspelt) add('misspelt', m, { title: subjectTitle(s) });
    for (const f of s.short) add('short form', f, { title: subjectTitle(s) });
    if (!s.papers) continue;
    for (const o of ORDINALS) {
      add('English', `${s.en.toLowerCase()} ${o.en} paper`, { title: paperTitle(s, o) });
      add('ordinal', `${s.en.toLowerCase()} ${o.written[0]} paper`, { title: paperTitle(s, o) });
      add('Bangla', `${s.bn} ${o.bn} পত্র`, { title: paperTitle(s, o) });
      add('ordinal', `${s.bn} ${o.bnWritten} পত্র`, { title: paperTitle(s, o) });
      add('mixed', `${s.en.toLowerCase()} ${o.bn} পত্র`, { title: paperTitle(s, o) });
      add('mixed', `${s.bn} ${o.en} paper`, { title: paperTitle(s, o) });
      add('ordinal', `${s.en.toLowerCase()} ${o.written[1]}`, { title: paperTitle(s, o) });
      add('Banglish', `${s.banglish[0]} ${o.written[0] === 'first' ? 'prothom' : 'ditiyo'} potro`, { title: paperTitle(s, o) });
    }
    if (s.short[0]) add('short form', `${s.short[0]} ${ORDINALS[1]!.en}`, { title: paperTitle(s, ORDINALS[1]!) });
  }
  const chemistry = SUBJECTS[1]!;
  const physics = SUBJECTS[0]!;
  add('misspelt', 'chemistry secnd paper', { title: paperTitle(chemistry, ORDINALS[1]!) });
  add('misspelt', 'physics frist paper', { title: paperTitle(physics, ORDINALS[0]!) });
  add('misspelt', 'chemestry 2nd paper', { title: paperTitle(chemistry, ORDINALS[1]!) });
  add('misspelt', 'mathmatics', { title: /math|গণিত/i });
  add('misspelt', 'পদার্থবিঞ্জান', { title: subjectTitle(physics) });
  add('misspelt', 'রসায়ণ', { title: subjectTitle(chemistry) });
  add('misspelt', 'হিসাববিজ্ঞন', { title: /হিসাববিজ্ঞান|accounting/i });
  add('mixed', 'রসায়ন 2য় পত্র', { title: paperTitle(chemistry, ORDINALS[1]!) });
  add('mixed', 'physics ১ম paper', { title: paperTitle(physics, ORDINALS[0]!) });
  add('mixed', 'hsc cycle ২', { title: /HSC Cycle 2|এইচএসসি সাইকেল ২/i });
  add('mixed', 'এইচএসসি সাইকেল 2', { title: /HSC Cycle 2|এইচএসসি সাইকেল ২/i });
  // Kinds.
  add('English', 'chemistry ebook', { title: subjectTitle(chemistry), kind: 'EBOOK' });
  add('English', 'physics mcq', { title: subjectTitle(physics), alsoTitle: /mcq|এমসিকিউ/i });
  add('English', 'biology model test', { title: /biology|জীববিজ্ঞান/i, alsoTitle: /model test|মডেল টেস্ট/i });
  add('English', 'question bank', { title: /question bank|প্রশ্নব্যাংক/i });
  add('English', 'accounting guide', { title: /accounting|হিসাববিজ্ঞান/i, alsoTitle: /guide|গাইড/i });
  add('English', 'physics first paper guide', { title: paperTitle(physics, ORDINALS[0]!), alsoTitle: /guide|গাইড/i });
  add('Bangla', 'প্রশ্নব্যাংক', { title: /question bank|প্রশ্নব্যাংক/i });
  add('Bangla', 'জীববিজ্ঞান গাইড', { title: /biology|জীববিজ্ঞান/i, alsoTitle: /guide|গাইড/i });
  add('Bangla', 'মডেল টেস্ট', { title: /model test|মডেল টেস্ট/i });
  add('Banglish', 'model test', { title: /model test|মডেল টেস্ট/i });
  add('Banglish', 'proshnobank', { title: /question bank|প্রশ্নব্যাংক/i });
  add('Banglish', 'srijonshil proshno', { title: /সৃজনশীল প্রশ্ন|creative questions/i });
  add('English', 'buet admission', { title: /BUET Admission/i });
  add('English', 'medical admission biology', { title: /Medical Admission Biology/i });
  add('English', 'casio calculator', { title: /casio.*calculator/i });
  add('English', 'hsc cycle', { title: /HSC Cycle|এইচএসসি সাইকেল/i });
  add('English', 'spiral khata', { title: /spiral khata/i });
  add('short form', 'higher math', { title: /higher math|উচ্চতর গণিত/i });
  add('short form', 'math', { title: /math|গণিত/i });
  add('short form', 'eng 1st', { title: /English 1st Paper/i });
  add('short form', 'bgs', { title: /business|ব্যবসায়|ব্যবস্থাপনা/i });
  add('short form', 'ict mcq', { title: /ICT|তথ্য ও যোগাযোগ/i });
  add('short form', 'econ', { title: /economics|অর্থনীতি/i });
  // Authors.
  add('author', 'জাফর ইসলাম', { author: /জাফর ইসলাম/ });
  add('author', 'zafar islam', { author: /জাফর ইসলাম|zafar islam/i });
  add('author', 'jafor islam', { author: /জাফর ইসলাম|zafar islam/i });
  add('author', 'Obaidul Kabir', { author: /Obaidul Kabir/i });
  add('author', 'হুমায়ূন', { author: /হুমায়ূন|humayun/i });
  add('author', 'humayun kabir', { author: /হুমায়ূন কবির|humayun kabir/i });
  add('author', 'কামরুল চৌধুরী', { author: /কামরুল চৌধুরী/ });
  add('author', 'kamrul chowdhury', { author: /কামরুল চৌধুরী|kamrul chowdhury/i });
  add('author', 'সুমাইয়া ইকবাল', { author: /সুমাইয়া ইকবাল/ });
  add('author', 'sumaiya iqbal', { author: /সুমাইয়া ইকবাল|sumaiya iqbal/i });
  add('author', 'ইকবল', { author: /ইকবাল/ });
  add('author', 'Raihan Patwary', { author: /Raihan Patwary/i });
  add('author', 'ফাতেমা নাহার', { author: /ফাতেমা নাহার/ });
  add('author', 'fatema nahar', { author: /ফাতেমা নাহার|fatema nahar/i });
  add('author', 'tasnim haque', { author: /তাসনিম হক|tasnim haque/i });
  add('author', 'partho paul', { author: /পার্থ পাল|partho paul/i });
  for (let i = 0; i < 8; i++) add('ISBN', '*', { isbn: '*' });
  return out;
}

export const RELEVANCE_SET: readonly RelevanceQuery[] = build();

export interface ProductFacts {
  id: string;
  title: string;
  kind: string;
  authors: string;
  isbn: string | null;
}

/** Whether a product is one the query expects. */
export function expected(expect: Expectation, product: ProductFacts): boolean {
  if (expect.isbn) return product.isbn === expect.isbn;
  if (expect.title && !expect.title.test(product.title)) return false;
  if (expect.alsoTitle && !expect.alsoTitle.test(product.title)) return false;
  if (expect.kind && product.kind !== expect.kind) return false;
  if (expect.author && !expect.author.test(product.authors)) return false;
  return true;
}
