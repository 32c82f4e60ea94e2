/** The vocabulary the demo catalogue is made of: names, subjects, title patterns, publishers, brands, review phrases. */

export const MALE_FIRST_NAMES = [
  'Rakibul', 'Tanvir', 'Mahmudul', 'Shahriar', 'Arif', 'Imran', 'Nazmul', 'Sabbir', 'Mehedi', 'Fahim',
  'Rashed', 'Kamrul', 'Ashraful', 'Jahid', 'Sohel', 'Habibur', 'Mizanur', 'Shafiqul', 'Rezaul', 'Anisur',
  'Towhidul', 'Moinul', 'Zahid', 'Faisal', 'Shakil', 'Nayeem', 'Ahsan', 'Tahmid', 'Raihan', 'Abrar',
  'Saiful', 'Mostafizur', 'Enamul', 'Golam', 'Hasibul', 'Iftekhar', 'Jubayer', 'Khaled', 'Monirul', 'Obaidul',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Nusrat', 'Farzana', 'Sadia', 'Tasnim', 'Sharmin', 'Nasrin', 'Rumana', 'Fatema', 'Ayesha', 'Tahmina',
  'Sumaiya', 'Jannatul', 'Mahbuba', 'Sabrina', 'Nafisa', 'Shirin', 'Rehana', 'Lamia', 'Afroza', 'Maliha',
  'Nabila', 'Rifat', 'Shamima', 'Tanjila', 'Umme', 'Zannatul', 'Farhana', 'Israt', 'Marufa', 'Sanjida',
] as const;

export const MUSLIM_FAMILY_NAMES = [
  'Hasan', 'Hossain', 'Rahman', 'Islam', 'Ahmed', 'Chowdhury', 'Karim', 'Alam', 'Uddin', 'Haque',
  'Sarkar', 'Talukder', 'Mia', 'Khan', 'Bhuiyan', 'Majumder', 'Siddique', 'Kabir', 'Sheikh', 'Molla',
  'Patwary', 'Mahmud', 'Rashid', 'Jamil', 'Faruque', 'Noor', 'Ali', 'Akhter', 'Miah', 'Shikder',
] as const;

export const FEMALE_FAMILY_NAMES = ['Akter', 'Sultana', 'Begum', 'Khatun', 'Jahan', 'Parvin', 'Nahar', 'Ferdous'] as const;

export const HINDU_FIRST_NAMES = [
  'Sourav', 'Partha', 'Debashis', 'Arindam', 'Sujit', 'Tapas', 'Ananya', 'Priyanka', 'Moumita', 'Rupa',
  'Bipul', 'Dipankar', 'Goutam', 'Pranab', 'Shuvo', 'Tanushree', 'Sraboni', 'Nandita', 'Subrata', 'Amitava',
] as const;

export const HINDU_FAMILY_NAMES = [
  'Das', 'Roy', 'Saha', 'Dey', 'Paul', 'Chakraborty', 'Biswas', 'Ghosh', 'Barua', 'Mondal', 'Sen', 'Bhattacharjee',
] as const;

export const INSTITUTIONS = [
  'Dhaka College', 'Notre Dame College', 'Holy Cross College', 'Viqarunnisa Noon College', 'Rajuk Uttara Model College',
  'Dhaka Residential Model College', 'Adamjee Cantonment College', 'BUET', 'the University of Dhaka', 'Chittagong College',
  'Rajshahi College', 'Dhaka Medical College', 'Sir Salimullah Medical College', 'KUET', 'SUST', 'Jahangirnagar University',
  'Government Science College', 'Mymensingh Medical College', 'Carmichael College', 'Murari Chand College',
] as const;

export const TEACHER_ROLES = [
  'Lecturer', 'Senior Lecturer', 'Assistant Professor', 'Associate Professor', 'Professor', 'Senior Teacher', 'Head of Department',
] as const;

export interface Subject {
  /** How titles name it: "Physics 1st Paper". */
  name: string;
  /** How bundle and course names shorten it: "Physics". */
  short: string;
  group: 'science' | 'business' | 'humanities' | 'common';
}

export const HSC_SUBJECTS: readonly Subject[] = [
  { name: 'Physics 1st Paper', short: 'Physics', group: 'science' },
  { name: 'Physics 2nd Paper', short: 'Physics', group: 'science' },
  { name: 'Chemistry 1st Paper', short: 'Chemistry', group: 'science' },
  { name: 'Chemistry 2nd Paper', short: 'Chemistry', group: 'science' },
  { name: 'Higher Math 1st Paper', short: 'Higher Math', group: 'science' },
  { name: 'Higher Math 2nd Paper', short: 'Higher Math', group: 'science' },
  { name: 'Biology 1st Paper', short: 'Biology', group: 'science' },
  { name: 'Biology 2nd Paper', short: 'Biology', group: 'science' },
  { name: 'Bangla 1st Paper', short: 'Bangla', group: 'common' },
  { name: 'Bangla 2nd Paper', short: 'Bangla', group: 'common' },
  { name: 'English 1st Paper', short: 'English', group: 'common' },
  { name: 'English 2nd Paper', short: 'English', group: 'common' },
  { name: 'ICT', short: 'ICT', group: 'common' },
  { name: 'Accounting 1st Paper', short: 'Accounting', group: 'business' },
  { name: 'Accounting 2nd Paper', short: 'Accounting', group: 'business' },
  { name: 'Finance, Banking & Insurance 1st Paper', short: 'Finance & Banking', group: 'business' },
  { name: 'Finance, Banking & Insurance 2nd Paper', short: 'Finance & Banking', group: 'business' },
  { name: 'Business Organisation & Management 1st Paper', short: 'Management', group: 'business' },
  { name: 'Production Management & Marketing', short: 'Marketing', group: 'business' },
  { name: 'Economics 1st Paper', short: 'Economics', group: 'humanities' },
  { name: 'Economics 2nd Paper', short: 'Economics', group: 'humanities' },
  { name: 'Statistics 1st Paper', short: 'Statistics', group: 'science' },
  { name: 'Geography 1st Paper', short: 'Geography', group: 'humanities' },
  { name: 'Civics & Good Governance', short: 'Civics', group: 'humanities' },
  { name: 'History of Bangladesh and World Civilisation', short: 'History', group: 'humanities' },
  { name: 'Logic 1st Paper', short: 'Logic', group: 'humanities' },
];

export const ACADEMIC_BOOK_TYPES = [
  '', 'Test Paper', 'Question Bank', 'Guide', 'MCQ Practice', 'Creative Questions (CQ)', 'Board Questions Analysis',
  'Model Tests', 'Solution', 'Lecture Sheets', 'Suggestion & Short Syllabus', 'Made Easy', 'Chapter-wise Practice',
] as const;

export const CYCLE_BOOK_TYPES = ['Practice Book', 'Question Bank', 'Model Tests', 'Exam Papers', 'Revision Notes'] as const;

export const ENGINEERING_EXAMS = [
  'BUET Admission', 'KUET Admission', 'RUET Admission', 'CUET Admission', 'IUT Admission', 'BUTEX Admission',
  'MIST Admission', 'Engineering Admission', 'Engineering Cluster Admission',
] as const;

export const ENGINEERING_TOPICS = [
  'Question Bank', 'Physics', 'Chemistry', 'Math', 'Higher Math Shortcuts', 'Written Solutions', 'Model Tests',
  'MCQ Practice', "Previous Years' Questions", 'English', 'Complete Guide',
] as const;

export const MEDICAL_EXAMS = [
  'Medical Admission', 'MBBS Admission', 'Dental (BDS) Admission', 'Army Medical Admission', 'Nursing Admission',
] as const;

export const MEDICAL_TOPICS = [
  'Biology', 'Chemistry', 'Physics', 'English', 'General Knowledge', 'Question Bank', 'Model Tests',
  'Botany & Zoology', 'MCQ Practice', "Previous Years' Questions", 'Complete Guide',
] as const;

export const VARSITY_EXAMS = [
  'Dhaka University Ka Unit', 'Dhaka University Kha Unit', 'Dhaka University Ga Unit', 'Dhaka University Gha Unit',
  'Jahangirnagar University A Unit', 'Rajshahi University C Unit', 'Chittagong University A Unit',
  'GST Cluster A Unit', 'GST Cluster B Unit', 'Varsity Admission',
] as const;

export const VARSITY_TOPICS = [
  'Question Bank', 'Guide', 'Model Tests', 'English', 'General Knowledge', 'Physics', 'Chemistry', 'Math',
  'Biology', 'Written Practice', 'Analytical Ability',
] as const;

export const BOOK_SUBTITLES = [
  'For HSC {batch} examinees', 'According to the latest NCTB syllabus', 'With board questions of all boards',
  'Concepts, examples and practice', 'Solved and explained step by step', 'Including model tests with answers',
  'For admission candidates of {year}', '',
] as const;

export const PUBLISHERS = [
  'Panjeree Publications', 'Lecture Publications', 'Gazi Publishers', 'Jupiter Publications', 'Hasan Book House',
  'Kajal Brothers', 'Anupam Prokashoni', 'Udvash Academic Publications', 'Retina Publications', 'Ideal Books',
  'Abacus Publications', 'Dhaka Book Corner',
] as const;

export const EDITIONS = ['1st edition', '2nd edition', '3rd edition', 'Revised edition', 'Updated edition', 'Latest edition'] as const;

export interface StationeryItem {
  name: string;
  brands: readonly string[];
  /** Taka range of one unit. */
  price: readonly [number, number];
  variants?: readonly string[];
}

const WRITING_BRANDS = ['Matador', 'Deli', 'Faber-Castell', 'Pelikan', 'Staedtler', 'Doms', 'Linc', 'Nataraj', 'Econo'];
const PAPER_BRANDS = ['Fresh', 'Bashundhara', 'Deli', 'Matador', 'Sonali'];
const DESK_BRANDS = ['Deli', 'Matador', 'Faber-Castell', 'Staedtler', 'Doms', 'Nataraj'];
const PEN_COLOURS = ['Blue', 'Black', 'Red', 'Green'];

export const STATIONERY_ITEMS: readonly StationeryItem[] = [
  { name: 'Ballpoint Pen (Pack of 10)', brands: WRITING_BRANDS, price: [50, 150], variants: PEN_COLOURS },
  { name: 'Gel Pen', brands: WRITING_BRANDS, price: [15, 60], variants: PEN_COLOURS },
  { name: 'Fountain Pen', brands: ['Pelikan', 'Faber-Castell', 'Deli'], price: [250, 1500], variants: ['Blue', 'Black'] },
  { name: 'HB Pencil (Pack of 12)', brands: WRITING_BRANDS, price: [60, 180] },
  { name: 'Mechanical Pencil 0.5 mm', brands: WRITING_BRANDS, price: [40, 350], variants: ['0.5 mm', '0.7 mm'] },
  { name: 'Highlighter', brands: WRITING_BRANDS, price: [30, 90], variants: ['Yellow', 'Green', 'Pink', 'Orange'] },
  { name: 'Permanent Marker', brands: WRITING_BRANDS, price: [30, 80], variants: ['Black', 'Blue', 'Red'] },
  { name: 'Colour Pencils (12 Shades)', brands: WRITING_BRANDS, price: [90, 450] },
  { name: 'Eraser', brands: DESK_BRANDS, price: [10, 40] },
  { name: 'Sharpener', brands: DESK_BRANDS, price: [10, 60] },
  { name: 'Geometry Box', brands: DESK_BRANDS, price: [120, 450] },
  { name: 'Scale 30 cm', brands: DESK_BRANDS, price: [20, 80] },
  { name: 'Glue Stick', brands: DESK_BRANDS, price: [25, 90] },
  { name: 'Stapler', brands: ['Deli', 'Matador'], price: [120, 450] },
  { name: 'Sticky Notes', brands: ['Deli', 'Matador', 'Fresh'], price: [40, 150], variants: ['Yellow', 'Neon Mix'] },
  { name: 'Exam Board', brands: ['Deli', 'Matador', 'Doms'], price: [90, 250], variants: ['A4', 'Legal'] },
  { name: 'File Folder', brands: ['Deli', 'Matador', 'Fresh'], price: [30, 120], variants: ['Blue', 'Green', 'Transparent'] },
  { name: 'Notebook 200 Pages', brands: PAPER_BRANDS, price: [70, 220], variants: ['Ruled', 'Plain', 'Graph'] },
  { name: 'Spiral Khata', brands: PAPER_BRANDS, price: [60, 180], variants: ['Ruled', 'Plain'] },
  { name: 'Practical Khata', brands: PAPER_BRANDS, price: [60, 160], variants: ['Physics', 'Chemistry', 'Biology'] },
  { name: 'Graph Paper Pad', brands: PAPER_BRANDS, price: [50, 150] },
  { name: 'Drawing Book', brands: PAPER_BRANDS, price: [60, 200], variants: ['A4', 'A3'] },
  { name: 'Scientific Calculator fx-991EX', brands: ['Casio'], price: [1100, 1500] },
  { name: 'Scientific Calculator fx-100MS', brands: ['Casio', 'Deli'], price: [650, 1100] },
  { name: 'Pencil Box', brands: ['Deli', 'Matador', 'Doms'], price: [80, 400], variants: ['Blue', 'Pink', 'Black'] },
];

export const STATIONERY_SERIES = [
  'Hi-School', 'Classic', 'Pro', 'Smart', 'Orbit', 'Neo', 'Gold', 'Max', 'Ultra', 'Flex', 'Student', 'Exam Special',
] as const;

/** Chapters of the courses' subjects (a generic list for subjects without one). */
export const CHAPTERS: Record<string, readonly string[]> = {
  Physics: [
    'Physical World and Measurement', 'Vectors', 'Dynamics', 'Newtonian Mechanics', 'Work, Energy and Power',
    'Gravitation and Gravity', 'Structural Properties of Matter', 'Periodic Motion', 'Waves', 'Ideal Gas and Kinetic Theory',
    'Thermodynamics', 'Static Electricity', 'Current Electricity', 'Magnetic Effects of Current', 'Physical Optics',
  ],
  Chemistry: [
    'Laboratory Safety', 'Qualitative Chemistry', 'Periodic Properties and Chemical Bonding', 'Chemical Changes',
    'Environmental Chemistry', 'Organic Chemistry', 'Quantitative Chemistry', 'Electrochemistry', 'Economic Chemistry',
    'Chemical Equilibrium', 'Acids, Bases and Salts',
  ],
  'Higher Math': [
    'Matrices and Determinants', 'Vectors', 'Straight Lines', 'Circles', 'Permutations and Combinations',
    'Trigonometric Ratios', 'Functions and Graphs', 'Differentiation', 'Integration', 'Complex Numbers',
    'Polynomials', 'Conics', 'Statics', 'Probability',
  ],
  Biology: [
    'Cell and Its Structure', 'Cell Division', 'Cell Chemistry', 'Microorganisms', 'Algae and Fungi', 'Plant Tissue',
    'Plant Physiology', 'Animal Diversity', 'Human Physiology: Digestion', 'Blood and Circulation', 'Genetics and Evolution',
    'Biotechnology',
  ],
  ICT: [
    'ICT in the World and Bangladesh', 'Communication Systems and Networking', 'Number Systems and Digital Devices',
    'Web Design and HTML', 'Programming Language', 'Database Management System',
  ],
  English: ['Reading Comprehension', 'Grammar: Tense and Voice', 'Narration', 'Paragraph Writing', 'Letters and Emails', 'Composition'],
  Accounting: ['Accounting Principles', 'Journal and Ledger', 'Trial Balance', 'Bank Reconciliation', 'Financial Statements', 'Depreciation'],
};

export const GENERIC_CHAPTERS = [
  'Introduction and Syllabus', 'Core Concepts', 'Important Definitions', 'Worked Examples', 'Problem Solving',
  'Board Question Analysis', 'Creative Question Practice', 'MCQ Strategies', 'Revision', 'Model Test',
] as const;

export const COURSE_SUBJECTS = [
  'Physics 1st Paper', 'Physics 2nd Paper', 'Chemistry 1st Paper', 'Chemistry 2nd Paper', 'Higher Math 1st Paper',
  'Higher Math 2nd Paper', 'Biology 1st Paper', 'Biology 2nd Paper', 'ICT', 'English 1st Paper', 'English 2nd Paper',
  'Bangla 1st Paper', 'Accounting 1st Paper', 'Accounting 2nd Paper', 'Finance, Banking & Insurance 1st Paper', 'Economics 1st Paper',
] as const;

export const COURSE_TYPES = [
  'Full Course', 'Crash Course', 'Revision Course', 'Model Test Series', 'Final Revision', 'Chapter-wise Masterclass',
  'MCQ Mastery', 'CQ Writing Workshop', 'Problem Solving Marathon',
] as const;

export const LESSON_PATTERNS: readonly (readonly ['VIDEO' | 'PDF' | 'TEXT' | 'QUIZ', string, number])[] = [
  ['VIDEO', 'Concept Class', 6],
  ['VIDEO', 'Problem Solving', 5],
  ['VIDEO', 'Board Question Analysis', 3],
  ['VIDEO', 'Shortcut Techniques', 2],
  ['PDF', 'Lecture Notes', 3],
  ['TEXT', 'Summary and Formulae', 2],
  ['QUIZ', 'MCQ Quiz', 3],
];

export const REVIEW_OPENINGS: Record<number, readonly string[]> = {
  5: ['Excellent!', 'Best book I have used.', 'Highly recommended.', 'Very helpful.', 'Loved it.'],
  4: ['Very good overall.', 'Helpful for exam preparation.', 'Good value for money.', 'Worth buying.'],
  3: ['It is okay.', 'Average.', 'Good in parts.', 'Mixed feelings.'],
  2: ['Not what I expected.', 'Disappointing.', 'Needs improvement.'],
  1: ['Poor quality.', 'Would not recommend.', 'Waste of money.'],
};

export const REVIEW_DETAILS: Record<'good' | 'mixed' | 'bad', readonly string[]> = {
  good: [
    'The explanations are clear and the questions match the board exams.',
    'Covers the whole syllabus chapter by chapter.',
    'The solved examples helped me understand the hard topics.',
    'Delivered quickly and in good condition.',
    'My teacher also recommended it.',
    'The model tests are very close to the real exam.',
    'Printing and binding are good.',
  ],
  mixed: [
    'Some answers in the solution part have mistakes.',
    'The content is good but the print is small.',
    'Good for practice, but the theory part is short.',
    'It took a few days longer to arrive than I expected.',
  ],
  bad: [
    'Many pages were printed unclearly.',
    'Too many mistakes in the answers.',
    'The content is outdated for the current syllabus.',
    'The cover was damaged on arrival.',
  ],
};
