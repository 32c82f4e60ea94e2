/** Prints the Pothos schema to /schema.graphql (the contract the client is compiled against). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchemaSDL } from '../src/schema.ts';

const target = path.resolve(__dirname, '../../schema.graphql');
writeFileSync(target, printSchemaSDL());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
