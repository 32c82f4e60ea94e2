import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import './shared/errors.schema.ts';
import './modules/catalog/section.schema.ts';
import './modules/accounts/user.schema.ts';
import './modules/accounts/auth.schema.ts';
import './modules/accounts/audit.schema.ts';
import './modules/accounts/shop-config.schema.ts';

export const schema = builder.toSchema();

/** The SDL committed as /schema.graphql: the contract relay-compiler checks the client against. */
export function printSchemaSDL(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
