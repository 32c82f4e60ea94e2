import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printSchemaSDL } from './schema.ts';

describe('schema.graphql', () => {
  it('is what the Pothos schema prints (run `npm run gen` and commit it when this fails)', () => {
    const committed = readFileSync(path.resolve(__dirname, '../../schema.graphql'), 'utf8');
    expect(committed).toBe(printSchemaSDL());
  });
});
