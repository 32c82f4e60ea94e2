/** Rewrites client/src/i18n/still-english.json: the customer-facing screens still writing words into their JSX, and how many. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_SRC, customerFiles, literalWords } from './literal-words.ts';

const counts: Record<string, number> = {};
for (const file of customerFiles()) {
  const words = literalWords(readFileSync(path.join(CLIENT_SRC, file), 'utf8'), file).length;
  if (words > 0) counts[file] = words;
}
writeFileSync(path.join(CLIENT_SRC, 'i18n', 'still-english.json'), `${JSON.stringify(counts, null, 2)}\n`);
const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
console.log(`${Object.keys(counts).length} customer-facing files still write ${total} words into their JSX (client/src/i18n/still-english.json)`);
