import { banglaSearchText, banglaToLogicalOrder, banglaToVisualOrder, detectBanglaOrder } from './bangla-visual-order.ts';

// Words as typed (logical order) and as the text layer of a PDF from Word/InDesign reads them (visual order).
const WORDS: [string, string][] = [
  ['কোষ', 'েকাষ'],
  ['নিয়ম', 'িনয়ম'],
  ['বৈশিষ্ট্য', 'ৈবিশষ্ট্য'],
  ['জীববিজ্ঞান', 'জীবিবজ্ঞান'],
  ['কৌশল', 'েকৗশল'],
  ['পদার্থবিজ্ঞান', 'পদাথর্িবজ্ঞান'],
  ['নির্বাচনি', 'িনবর্াচিন'],
  ['কার্য', 'কাযর্'],
  ['কর্মকর্তা', 'কমর্কতর্া'],
  ['শিক্ষার্থী', 'িশক্ষাথর্ী'],
  ['ক্ষেত্রে', 'েক্ষেত্র'],
  ['মৌলিক', 'েমৗিলক'],
];

describe('Bangla text from a PDF in logical order', () => {
  it.each(WORDS)('writes %s in visual order as %s', (logical, visual) => {
    expect(banglaToVisualOrder(logical)).toBe(visual.normalize('NFC'));
  });

  it.each(WORDS)('reads %s back from %s', (logical, visual) => {
    expect(banglaToLogicalOrder(visual, 'visual')).toBe(logical.normalize('NFC'));
  });

  it('tells a visual text from a logical one, and leaves logical text as it is', () => {
    const sentence = 'কোষ জীবের গঠন ও কাজের একক। প্রতিটি কোষের বৈশিষ্ট্য নিয়ম মেনে চলে।';
    const visual = banglaToVisualOrder(sentence);
    expect(detectBanglaOrder(visual)).toBe('visual');
    expect(detectBanglaOrder(sentence)).toBe('logical');
    expect(banglaToLogicalOrder(visual)).toBe(sentence.normalize('NFC'));
    expect(banglaToLogicalOrder(sentence)).toBe(sentence.normalize('NFC'));
    expect(detectBanglaOrder('Physics 1st Paper')).toBe('unknown');
  });

  it('keeps ra with ya-phala at the start of a word, and reads ZWJ/ZWNJ and khanda ta as typed', () => {
    expect(banglaToLogicalOrder('র‍্যাব িকছু', 'visual')).toBe('র্যাব কিছু');
    expect(banglaSearchText('উত্‍স')).toBe(banglaSearchText('উৎস'));
    expect(banglaSearchText('ক্‌ষ')).toBe('ক্ষ');
  });

  it('joins a word an extractor split before a mark', () => {
    expect(banglaToLogicalOrder('বহুি নবর্াচিন', 'visual')).toBe('বহুনির্বাচনি');
    expect(banglaSearchText('প ্রমাণ ক ্ষ')).toBe('প্রমাণ ক্ষ');
  });

  it('matches words typed in NFC or NFD, য় as one letter or two', () => {
    expect(banglaSearchText('নিয়ম')).toBe(banglaSearchText('নিয\u09BCম'));
    expect(banglaSearchText('েকাষ', 'visual')).toBe(banglaSearchText('কো\u09BEষ'.replace('ো\u09BE', 'ো')));
  });
});
