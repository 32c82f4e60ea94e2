/**
 * The Bangla part of the demo catalogue's vocabulary: HSC subject and book-type names as printed on
 * Bangla-medium books, and Bangla names with the Latin spelling their slugs are made from. Every
 * string here is NFC (generate.test.ts checks), as a shop's admin form would store it.
 */

/** HSC subjects (words.ts HSC_SUBJECTS names) as Bangla-medium books are titled; English has none. */
export const SUBJECT_NAMES: Readonly<Record<string, string>> = {
  'Physics 1st Paper': 'পদার্থবিজ্ঞান ১ম পত্র',
  'Physics 2nd Paper': 'পদার্থবিজ্ঞান ২য় পত্র',
  'Chemistry 1st Paper': 'রসায়ন ১ম পত্র',
  'Chemistry 2nd Paper': 'রসায়ন ২য় পত্র',
  'Higher Math 1st Paper': 'উচ্চতর গণিত ১ম পত্র',
  'Higher Math 2nd Paper': 'উচ্চতর গণিত ২য় পত্র',
  'Biology 1st Paper': 'জীববিজ্ঞান ১ম পত্র',
  'Biology 2nd Paper': 'জীববিজ্ঞান ২য় পত্র',
  'Bangla 1st Paper': 'বাংলা ১ম পত্র',
  'Bangla 2nd Paper': 'বাংলা ২য় পত্র',
  ICT: 'তথ্য ও যোগাযোগ প্রযুক্তি',
  'Accounting 1st Paper': 'হিসাববিজ্ঞান ১ম পত্র',
  'Accounting 2nd Paper': 'হিসাববিজ্ঞান ২য় পত্র',
  'Finance, Banking & Insurance 1st Paper': 'ফিন্যান্স, ব্যাংকিং ও বিমা ১ম পত্র',
  'Finance, Banking & Insurance 2nd Paper': 'ফিন্যান্স, ব্যাংকিং ও বিমা ২য় পত্র',
  'Business Organisation & Management 1st Paper': 'ব্যবসায় সংগঠন ও ব্যবস্থাপনা ১ম পত্র',
  'Production Management & Marketing': 'উৎপাদন ব্যবস্থাপনা ও বিপণন',
  'Economics 1st Paper': 'অর্থনীতি ১ম পত্র',
  'Economics 2nd Paper': 'অর্থনীতি ২য় পত্র',
  'Statistics 1st Paper': 'পরিসংখ্যান ১ম পত্র',
  'Geography 1st Paper': 'ভূগোল ১ম পত্র',
  'Civics & Good Governance': 'পৌরনীতি ও সুশাসন',
  'History of Bangladesh and World Civilisation': 'বাংলাদেশের ইতিহাস ও বিশ্বসভ্যতা',
  'Logic 1st Paper': 'যুক্তিবিদ্যা ১ম পত্র',
};

/** Book types of the academic and cycle sections (words.ts ACADEMIC_BOOK_TYPES, CYCLE_BOOK_TYPES). */
export const BOOK_TYPES: Readonly<Record<string, string>> = {
  '': '',
  'Test Paper': 'টেস্ট পেপার',
  'Question Bank': 'প্রশ্নব্যাংক',
  Guide: 'গাইড',
  'MCQ Practice': 'এমসিকিউ অনুশীলন',
  'Creative Questions (CQ)': 'সৃজনশীল প্রশ্ন',
  'Board Questions Analysis': 'বোর্ড প্রশ্ন বিশ্লেষণ',
  'Model Tests': 'মডেল টেস্ট',
  Solution: 'সমাধান',
  'Lecture Sheets': 'লেকচার শিট',
  'Suggestion & Short Syllabus': 'সাজেশন ও সংক্ষিপ্ত সিলেবাস',
  'Made Easy': 'সহজ পাঠ',
  'Chapter-wise Practice': 'অধ্যায়ভিত্তিক অনুশীলন',
  'Practice Book': 'অনুশীলন বই',
  'Exam Papers': 'পরীক্ষার প্রশ্নপত্র',
  'Revision Notes': 'রিভিশন নোট',
};

/** As many as words.ts BOOK_SUBTITLES, in the same order ({batch} and {year} in Bangla digits). */
export const BOOK_SUBTITLES = [
  'এইচএসসি {batch} পরীক্ষার্থীদের জন্য', 'এনসিটিবির সর্বশেষ সিলেবাস অনুযায়ী', 'সকল বোর্ডের প্রশ্নসহ',
  'ধারণা, উদাহরণ ও অনুশীলন', 'ধাপে ধাপে সমাধান ও ব্যাখ্যা', 'উত্তরসহ মডেল টেস্ট',
  '{year} সালের ভর্তি পরীক্ষার্থীদের জন্য', '',
] as const;

export const CYCLE = 'এইচএসসি সাইকেল';
export const EBOOK = 'ই-বুক';

const DIGITS = '০১২৩৪৫৬৭৮৯';

/** 2026 → ২০২৬. */
export function banglaDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => DIGITS[Number(d)]!);
}

/** A name part in Bangla and the Latin spelling of it (for the slug). */
export type NamePart = readonly [bangla: string, latin: string];

export const MALE_FIRST_NAMES: readonly NamePart[] = [
  ['হুমায়ূন', 'Humayun'], ['জাফর', 'Zafar'], ['আরিফ', 'Arif'], ['তানভীর', 'Tanvir'], ['মাহমুদুল', 'Mahmudul'],
  ['রাকিবুল', 'Rakibul'], ['ইমরান', 'Imran'], ['নাজমুল', 'Nazmul'], ['সাব্বির', 'Sabbir'], ['মেহেদী', 'Mehedi'],
  ['ফাহিম', 'Fahim'], ['কামরুল', 'Kamrul'], ['আনিসুর', 'Anisur'], ['রেজাউল', 'Rezaul'], ['শফিকুল', 'Shafiqul'],
  ['মিজানুর', 'Mizanur'], ['হাবিবুর', 'Habibur'], ['সাইফুল', 'Saiful'], ['গোলাম', 'Golam'], ['খালেদ', 'Khaled'],
];

export const FEMALE_FIRST_NAMES: readonly NamePart[] = [
  ['নুসরাত', 'Nusrat'], ['ফারজানা', 'Farzana'], ['সাদিয়া', 'Sadia'], ['তাসনিম', 'Tasnim'], ['শারমিন', 'Sharmin'],
  ['নাসরিন', 'Nasrin'], ['ফাতেমা', 'Fatema'], ['আয়েশা', 'Ayesha'], ['তাহমিনা', 'Tahmina'], ['সুমাইয়া', 'Sumaiya'],
  ['সাবরিনা', 'Sabrina'], ['নাফিসা', 'Nafisa'],
];

export const MUSLIM_FAMILY_NAMES: readonly NamePart[] = [
  ['আহমেদ', 'Ahmed'], ['হোসেন', 'Hossain'], ['রহমান', 'Rahman'], ['ইসলাম', 'Islam'], ['চৌধুরী', 'Chowdhury'],
  ['করিম', 'Karim'], ['আলম', 'Alam'], ['উদ্দিন', 'Uddin'], ['হক', 'Haque'], ['সরকার', 'Sarkar'],
  ['তালুকদার', 'Talukder'], ['খান', 'Khan'], ['ভূঁইয়া', 'Bhuiyan'], ['মজুমদার', 'Majumder'], ['কবির', 'Kabir'],
  ['ইকবাল', 'Iqbal'], ['মাহমুদ', 'Mahmud'], ['রশিদ', 'Rashid'],
];

export const FEMALE_FAMILY_NAMES: readonly NamePart[] = [
  ['আক্তার', 'Akter'], ['সুলতানা', 'Sultana'], ['বেগম', 'Begum'], ['খাতুন', 'Khatun'], ['জাহান', 'Jahan'],
  ['পারভীন', 'Parvin'], ['নাহার', 'Nahar'],
];

export const HINDU_FIRST_NAMES: readonly NamePart[] = [
  ['সৌরভ', 'Sourav'], ['পার্থ', 'Partha'], ['দেবাশীষ', 'Debashis'], ['অরিন্দম', 'Arindam'], ['সুজিত', 'Sujit'],
  ['তাপস', 'Tapas'], ['অনন্যা', 'Ananya'], ['প্রিয়াঙ্কা', 'Priyanka'], ['মৌমিতা', 'Moumita'], ['গৌতম', 'Goutam'],
  ['সুব্রত', 'Subrata'],
];

export const HINDU_FAMILY_NAMES: readonly NamePart[] = [
  ['দাস', 'Das'], ['রায়', 'Roy'], ['সাহা', 'Saha'], ['দে', 'Dey'], ['পাল', 'Paul'], ['চক্রবর্তী', 'Chakraborty'],
  ['বিশ্বাস', 'Biswas'], ['ঘোষ', 'Ghosh'], ['বড়ুয়া', 'Barua'], ['সেন', 'Sen'], ['ভট্টাচার্য', 'Bhattacharjee'],
];

/** Honorifics before a name: "মুহম্মদ জাফর ইকবাল", "ড. …", "অধ্যাপক …". */
export const MALE_PREFIXES: readonly NamePart[] = [['মো.', 'Md.'], ['মুহম্মদ', 'Muhammad']];
export const TITLES: readonly NamePart[] = [['ড.', 'Dr.'], ['অধ্যাপক', 'Prof.']];
