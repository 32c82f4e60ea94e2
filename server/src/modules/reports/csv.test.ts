import { csvCell, toCsv } from './csv.ts';

it.each([
  ['plain', 'plain'],
  ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
  ['+8801711', "'+8801711"],
  ['-5', "'-5"],
  ['@cmd', "'@cmd"],
  ['\tTabbed', "'\tTabbed"],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['=1,2', `"'=1,2"`],
  ['two\nlines', '"two\nlines"'],
  ['বই ৳১০০', 'বই ৳১০০'],
  [-12, '-12'],
  [0, '0'],
  [null, ''],
  [undefined, ''],
])('csvCell(%j) is %j', (value, expected) => {
  expect(csvCell(value)).toBe(expected);
});

it('writes a BOM, a header and CRLF rows', () => {
  expect(toCsv(['Name', 'Total'], [['=cmd', 5]])).toBe("\uFEFFName,Total\r\n'=cmd,5\r\n");
});
