/** The catalogue queries the benches drive (bench/catalogue.ts, profile.ts, scale.ts). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The section page's product list, as a shop that publishes its API would ask it. */
export const SECTION_QUERY = `query SectionPage {
  products(filter: { section: "academic" }, first: 20, sort: NEWEST) {
    totalCount
    edges { node { id title slug path price { amount formatted } cover { url } authors { name } } }
  }
}`;

export const TYPENAME_QUERY = '{ __typename }';

/** The storefront's home page query as relay-compiler persisted it (the client sends its id; here, its text). */
export function homePageQuery(): string {
  const generated = path.join(__dirname, '../client/src/__generated__');
  const artifact = path.join(generated, 'HomePageQuery.graphql.ts');
  const map = path.join(generated, 'persisted-documents.json');
  const id = existsSync(artifact) ? /"id": "([0-9a-f]{64})"/.exec(readFileSync(artifact, 'utf8'))?.[1] : undefined;
  const text = id && existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as Record<string, string>)[id] : undefined;
  if (!text) throw new Error('HomePageQuery is not compiled: run `npm run gen:relay` first');
  return text;
}
