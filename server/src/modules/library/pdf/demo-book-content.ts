/**
 * What the demo ebooks say: for each subject, its name, chapters, terms (Bangla with English) and
 * sentence patterns, an equation and a kind of figure. A book is told its subject from its title
 * (English or Bangla), and everything else comes from its own title and authors with a seeded draw.
 */

export type FigureKind = 'graph' | 'curve' | 'cell' | 'molecule' | 'bars' | 'blocks';

export interface SubjectPack {
  key: string;
  en: string;
  bn: string;
  /** Matched against the book's title, lower case. */
  match: RegExp;
  chapters: readonly (readonly [en: string, bn: string])[];
  /** Terms: [English, Bangla]. */
  terms: readonly (readonly [en: string, bn: string])[];
  /** Written with ^x for a superscript and _x for a subscript. */
  equation: string;
  equationNote: readonly [en: string, bn: string];
  figure: FigureKind;
  figureCaption: readonly [en: string, bn: string];
}

export const SUBJECTS: readonly SubjectPack[] = [
  {
    key: 'physics', en: 'Physics', bn: 'পদার্থবিজ্ঞান', match: /physics|পদার্থ/,
    chapters: [['Physical World and Measurement', 'ভৌত জগৎ ও পরিমাপ'], ['Vectors', 'ভেক্টর'], ['Dynamics', 'গতিবিদ্যা'], ['Work, Energy and Power', 'কাজ, শক্তি ও ক্ষমতা'], ['Waves', 'তরঙ্গ'], ['Thermodynamics', 'তাপগতিবিদ্যা']],
    terms: [['force', 'বল'], ['energy', 'শক্তি'], ['velocity', 'বেগ'], ['acceleration', 'ত্বরণ'], ['mass', 'ভর'], ['wave', 'তরঙ্গ'], ['heat', 'তাপ'], ['momentum', 'ভরবেগ']],
    equation: 's = ut + (1/2)at^2', equationNote: ['the distance covered under uniform acceleration', 'সুষম ত্বরণে অতিক্রান্ত দূরত্ব'],
    figure: 'graph', figureCaption: ['Velocity against time', 'বেগ-সময় লেখচিত্র'],
  },
  {
    key: 'chemistry', en: 'Chemistry', bn: 'রসায়ন', match: /chemistry|রসায়ন|রসায়ন/,
    chapters: [['Laboratory Safety', 'ল্যাবরেটরির নিরাপত্তা'], ['Qualitative Chemistry', 'গুণগত রসায়ন'], ['Periodic Properties', 'মৌলের পর্যায়বৃত্ত ধর্ম'], ['Chemical Changes', 'রাসায়নিক পরিবর্তন'], ['Organic Chemistry', 'জৈব রসায়ন'], ['Electrochemistry', 'তড়িৎ রসায়ন']],
    terms: [['atom', 'পরমাণু'], ['molecule', 'অণু'], ['element', 'মৌল'], ['compound', 'যৌগ'], ['reaction', 'বিক্রিয়া'], ['acid', 'এসিড'], ['bond', 'বন্ধন'], ['solution', 'দ্রবণ']],
    equation: '2H_2 + O_2 = 2H_2O', equationNote: ['hydrogen burns in oxygen to water', 'হাইড্রোজেন অক্সিজেনে পুড়ে পানি হয়'],
    figure: 'molecule', figureCaption: ['A water molecule', 'পানির অণু'],
  },
  {
    key: 'biology', en: 'Biology', bn: 'জীববিজ্ঞান', match: /biology|medical|জীববিজ্ঞান|জীব/,
    chapters: [['Cell and Its Structure', 'কোষ ও এর গঠন'], ['Cell Division', 'কোষ বিভাজন'], ['Cell Chemistry', 'কোষ রসায়ন'], ['Plant Tissue', 'উদ্ভিদ টিস্যু'], ['Genetics and Evolution', 'বংশগতি ও বিবর্তন'], ['Human Physiology', 'মানব শারীরতত্ত্ব']],
    terms: [['cell', 'কোষ'], ['nucleus', 'নিউক্লিয়াস'], ['membrane', 'ঝিল্লি'], ['tissue', 'টিস্যু'], ['gene', 'জিন'], ['heredity', 'বংশগতি'], ['plant', 'উদ্ভিদ'], ['animal', 'প্রাণী']],
    equation: '6CO_2 + 6H_2O = C_6H_1_2O_6 + 6O_2', equationNote: ['photosynthesis in a green leaf', 'সবুজ পাতায় সালোকসংশ্লেষণ'],
    figure: 'cell', figureCaption: ['A plant cell', 'একটি উদ্ভিদ কোষ'],
  },
  {
    key: 'math', en: 'Higher Math', bn: 'উচ্চতর গণিত', match: /math|গণিত/,
    chapters: [['Matrices and Determinants', 'ম্যাট্রিক্স ও নির্ণায়ক'], ['Straight Lines', 'সরলরেখা'], ['Circles', 'বৃত্ত'], ['Trigonometric Ratios', 'ত্রিকোণমিতিক অনুপাত'], ['Differentiation', 'অন্তরীকরণ'], ['Integration', 'যোগজীকরণ']],
    terms: [['function', 'ফাংশন'], ['matrix', 'ম্যাট্রিক্স'], ['line', 'রেখা'], ['circle', 'বৃত্ত'], ['angle', 'কোণ'], ['limit', 'সীমা'], ['graph', 'লেখচিত্র'], ['equation', 'সমীকরণ']],
    equation: '(a + b)^2 = a^2 + 2ab + b^2', equationNote: ['the square of a sum', 'যোগফলের বর্গ'],
    figure: 'curve', figureCaption: ['The graph of y = sin x', 'y = sin x এর লেখচিত্র'],
  },
  {
    key: 'ict', en: 'ICT', bn: 'তথ্য ও যোগাযোগ প্রযুক্তি', match: /\bict\b|তথ্য ও যোগাযোগ/,
    chapters: [['ICT in Bangladesh', 'বাংলাদেশে তথ্যপ্রযুক্তি'], ['Networking', 'নেটওয়ার্কিং'], ['Number Systems', 'সংখ্যা পদ্ধতি'], ['Web Design', 'ওয়েব ডিজাইন'], ['Programming', 'প্রোগ্রামিং'], ['Databases', 'ডেটাবেজ']],
    terms: [['network', 'নেটওয়ার্ক'], ['data', 'ডেটা'], ['program', 'প্রোগ্রাম'], ['computer', 'কম্পিউটার'], ['internet', 'ইন্টারনেট'], ['memory', 'মেমোরি'], ['signal', 'সংকেত'], ['binary', 'বাইনারি']],
    equation: '(1011)_2 = (11)_1_0', equationNote: ['a binary number in decimal', 'বাইনারি সংখ্যা দশমিকে'],
    figure: 'blocks', figureCaption: ['Input, processing and output', 'ইনপুট, প্রক্রিয়াকরণ ও আউটপুট'],
  },
  {
    key: 'accounting', en: 'Accounting', bn: 'হিসাববিজ্ঞান', match: /accounting|finance|business|management|marketing|হিসাব|ব্যবসায়|ফিন্যান্স|বিপণন/,
    chapters: [['Accounting Principles', 'হিসাববিজ্ঞানের নীতি'], ['Journal and Ledger', 'জাবেদা ও খতিয়ান'], ['Trial Balance', 'রেওয়ামিল'], ['Bank Reconciliation', 'ব্যাংক সমন্বয় বিবরণী'], ['Financial Statements', 'আর্থিক বিবরণী'], ['Depreciation', 'অবচয়']],
    terms: [['asset', 'সম্পদ'], ['liability', 'দায়'], ['capital', 'মূলধন'], ['income', 'আয়'], ['expense', 'ব্যয়'], ['profit', 'মুনাফা'], ['ledger', 'খতিয়ান'], ['account', 'হিসাব']],
    equation: 'Assets = Liabilities + Capital', equationNote: ['the accounting equation', 'হিসাব সমীকরণ'],
    figure: 'bars', figureCaption: ['Income and expense by quarter', 'ত্রৈমাসিক আয় ও ব্যয়'],
  },
  {
    key: 'economics', en: 'Economics', bn: 'অর্থনীতি', match: /economics|statistics|geography|অর্থনীতি|পরিসংখ্যান|ভূগোল/,
    chapters: [['Basic Concepts', 'মৌলিক ধারণা'], ['Demand and Supply', 'চাহিদা ও যোগান'], ['Production', 'উৎপাদন'], ['Markets', 'বাজার'], ['National Income', 'জাতীয় আয়'], ['Money and Banking', 'অর্থ ও ব্যাংক']],
    terms: [['demand', 'চাহিদা'], ['supply', 'যোগান'], ['price', 'দাম'], ['market', 'বাজার'], ['income', 'আয়'], ['cost', 'খরচ'], ['growth', 'প্রবৃদ্ধি'], ['resource', 'সম্পদ']],
    equation: 'GDP = C + I + G + (X - M)', equationNote: ['national income by expenditure', 'ব্যয় পদ্ধতিতে জাতীয় আয়'],
    figure: 'bars', figureCaption: ['Growth over five years', 'পাঁচ বছরের প্রবৃদ্ধি'],
  },
  {
    key: 'english', en: 'English', bn: 'ইংরেজি', match: /english|ইংরেজি/,
    chapters: [['Reading Comprehension', 'পাঠ অনুধাবন'], ['Tense and Voice', 'কাল ও বাচ্য'], ['Narration', 'উক্তি পরিবর্তন'], ['Paragraph Writing', 'অনুচ্ছেদ লিখন'], ['Letters and Emails', 'চিঠি ও ইমেইল'], ['Composition', 'রচনা']],
    terms: [['sentence', 'বাক্য'], ['verb', 'ক্রিয়া'], ['noun', 'বিশেষ্য'], ['tense', 'কাল'], ['voice', 'বাচ্য'], ['paragraph', 'অনুচ্ছেদ'], ['letter', 'চিঠি'], ['word', 'শব্দ']],
    equation: 'Subject + Verb + Object', equationNote: ['the order of a simple sentence', 'সরল বাক্যের ক্রম'],
    figure: 'blocks', figureCaption: ['Parts of a sentence', 'বাক্যের অংশ'],
  },
  {
    key: 'bangla', en: 'Bangla', bn: 'বাংলা', match: /bangla|বাংলা/,
    chapters: [['Prose', 'গদ্য'], ['Poetry', 'কবিতা'], ['Grammar', 'ব্যাকরণ'], ['Spelling Rules', 'বানানের নিয়ম'], ['Essay Writing', 'প্রবন্ধ রচনা'], ['Novel', 'উপন্যাস']],
    terms: [['sentence', 'বাক্য'], ['word', 'শব্দ'], ['poem', 'কবিতা'], ['grammar', 'ব্যাকরণ'], ['spelling', 'বানান'], ['meaning', 'অর্থ'], ['writer', 'লেখক'], ['story', 'গল্প']],
    equation: 'Subject + Object + Verb', equationNote: ['the order of a Bangla sentence', 'বাংলা বাক্যের ক্রম'],
    figure: 'blocks', figureCaption: ['Parts of a sentence', 'বাক্যের অংশ'],
  },
];

export const GENERIC_SUBJECT: SubjectPack = {
  key: 'general', en: 'General Studies', bn: 'সাধারণ পাঠ', match: /$^/,
  chapters: [['Introduction and Syllabus', 'ভূমিকা ও সিলেবাস'], ['Core Concepts', 'মূল ধারণা'], ['Worked Examples', 'সমাধানকৃত উদাহরণ'], ['Problem Solving', 'সমস্যা সমাধান'], ['Board Questions', 'বোর্ড প্রশ্ন'], ['Model Test', 'মডেল টেস্ট']],
  terms: [['question', 'প্রশ্ন'], ['answer', 'উত্তর'], ['rule', 'নিয়ম'], ['example', 'উদাহরণ'], ['exam', 'পরীক্ষা'], ['formula', 'সূত্র'], ['practice', 'অনুশীলন'], ['result', 'ফলাফল']],
  equation: 'Marks = Correct x 1 - Wrong x 0.25', equationNote: ['the score of an MCQ test', 'বহুনির্বাচনি পরীক্ষার নম্বর'],
  figure: 'bars', figureCaption: ['Marks by chapter', 'অধ্যায়ভিত্তিক নম্বর'],
};

/** The subject a title names (the first that matches), or the general one. */
export function subjectOf(title: string): SubjectPack {
  const lower = title.toLowerCase();
  return SUBJECTS.find((s) => s.match.test(lower)) ?? GENERIC_SUBJECT;
}

type Pick = <T>(items: readonly T[]) => T;

/** A Bangla paragraph about the subject, English terms given in brackets. */
export function banglaParagraph(subject: SubjectPack, chapterBn: string, pick: Pick): string {
  const t = () => pick(subject.terms);
  const a = t();
  const b = t();
  const c = t();
  const patterns = [
    () => `${a[1]} (${a[0]}) ${subject.bn} বিষয়ের একটি মৌলিক ধারণা, এবং ${chapterBn} অধ্যায়ে এর বৈশিষ্ট্য বিস্তারিত আলোচনা করা হয়েছে।`,
    () => `এই অংশে আমরা ${a[1]} ও ${b[1]} এর সম্পর্ক দেখব এবং প্রতিটি নিয়ম একটি সহজ উদাহরণ দিয়ে যাচাই করব।`,
    () => `বোর্ড পরীক্ষায় ${c[1]} থেকে সৃজনশীল প্রশ্ন প্রায়ই আসে, তাই সংজ্ঞা মুখস্থ না করে এর ব্যাখ্যা বুঝে নেওয়া জরুরি।`,
    () => `শিক্ষার্থীরা প্রায়ই ${b[1]} (${b[0]}) এবং ${c[1]} (${c[0]}) গুলিয়ে ফেলে; নিচের ছকে দুটির পার্থক্য দেখানো হলো।`,
    () => `প্রতিটি ${a[1]} একটি নির্দিষ্ট নিয়ম মেনে চলে, আর সেই নিয়ম থেকেই অনুশীলনীর বেশির ভাগ সমস্যার সমাধান পাওয়া যায়।`,
    () => `মনে রাখো: ${chapterBn} অধ্যায়ের গুরুত্বপূর্ণ বৈশিষ্ট্য হলো ${a[1]}, ${b[1]} এবং ${c[1]}; পরীক্ষার আগে এগুলো আবার পড়ে নাও।`,
    () => `পাঠ্যবইয়ের উদাহরণগুলো নিজে করে দেখলে ${b[1]} সম্পর্কে ধারণা পরিষ্কার হয় এবং বহুনির্বাচনি প্রশ্নে ভুল কমে।`,
  ];
  return Array.from({ length: 3 }, () => pick(patterns)()).join(' ');
}

/** An English paragraph about the subject, Bangla terms given in brackets. */
export function englishParagraph(subject: SubjectPack, chapterEn: string, pick: Pick): string {
  const t = () => pick(subject.terms);
  const a = t();
  const b = t();
  const c = t();
  const patterns = [
    () => `The idea of ${a[0]} (${a[1]}) runs through ${subject.en}, and the chapter on ${chapterEn} returns to it in every section.`,
    () => `Here we look at how ${a[0]} and ${b[0]} are related, and check each rule against a simple worked example.`,
    () => `Board examinations often ask a creative question on ${c[0]}: understand the explanation rather than learning the definition by heart.`,
    () => `Students often confuse ${b[0]} (${b[1]}) with ${c[0]} (${c[1]}); the table below sets the two side by side.`,
    () => `Every ${a[0]} follows a definite rule, and most of the exercises at the end of the chapter are solved with that rule alone.`,
    () => `Remember: the key properties in ${chapterEn} are ${a[0]}, ${b[0]} and ${c[0]}; read them again before the test.`,
    () => `Working through the textbook's examples yourself makes ${b[0]} clear and cuts mistakes in multiple-choice questions.`,
  ];
  return Array.from({ length: 3 }, () => pick(patterns)()).join(' ');
}

export const toBanglaDigits = (value: number | string): string => String(value).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
