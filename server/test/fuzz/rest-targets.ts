/**
 * Every REST route of the Hono app under /api as a fuzz target, read from the app's own route
 * table: random JSON bodies made of the field names the route's handlers read (`body.x`) and the
 * field names of GraphQL inputs, with random values, plus broken JSON, other content types and no
 * body at all; and one more target of random methods and paths under /api.
 */
import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import { isInputObjectType } from 'graphql';
import type { App } from '../../src/app.ts';
import { idArb, intArb, numberArb, stringArb, wrongJsonArb, type ValuePool } from './values.ts';

export interface RestRequest {
  method: string;
  path: string;
  /** Sent as is; undefined sends no body. */
  body?: string;
  contentType?: string;
}

export interface RestTarget {
  name: string;
  request: fc.Arbitrary<RestRequest>;
}

interface Route {
  method: string;
  path: string;
  fields: string[];
}

/** The /api routes of the app, one per method and path, with the body fields their handlers read. */
export function apiRoutes(app: App): Route[] {
  const routes = new Map<string, Route>();
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.path.includes('*') || route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const entry = routes.get(key) ?? { method: route.method, path: route.path, fields: [] };
    for (const match of String(route.handler).matchAll(/\bbody\.([A-Za-z_]\w*)/g)) {
      if (!entry.fields.includes(match[1]!)) entry.fields.push(match[1]!);
    }
    routes.set(key, entry);
  }
  return [...routes.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Every input field name of the GraphQL schema (REST bodies often carry the same names). */
export function inputFieldNames(schema: GraphQLSchema): string[] {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type) && !type.name.startsWith('__')) for (const name of Object.keys(type.getFields())) names.add(name);
  }
  return [...names].sort();
}

function fieldValueArb(pool: ValuePool): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: stringArb(pool) },
    { weight: 3, arbitrary: idArb(pool) },
    { weight: 2, arbitrary: intArb() },
    { weight: 1, arbitrary: intArb().map(String) },
    { weight: 1, arbitrary: numberArb() },
    { weight: 1, arbitrary: wrongJsonArb(pool) },
  );
}

const BROKEN_JSON = ['{', '{"a":', '[1,2', 'nul', '\u0000', '{"id":"\\ud800"}', '"\\u0000"', '[', '{}}', `${'['.repeat(5000)}${']'.repeat(5000)}`];

function bodyArb(fields: string[], otherFields: string[], pool: ValuePool): fc.Arbitrary<Pick<RestRequest, 'body' | 'contentType'>> {
  const names = fields.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: fc.constantFrom(...otherFields) }) : fc.constantFrom(...otherFields);
  const object = fc.dictionary(names, fieldValueArb(pool), { maxKeys: Math.max(fields.length + 1, 3) });
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  return fc.oneof(
    { weight: 12, arbitrary: object.map(json) },
    { weight: 2, arbitrary: wrongJsonArb(pool).map(json) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON).map((body) => ({ body, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(object, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', '')).map(
        ([value, contentType]) => ({ body: contentType.startsWith('application/x-www') ? new URLSearchParams(value as Record<string, string>).toString() : JSON.stringify(value), contentType }),
      ),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Lone surrogates as U+FFFD: a URL cannot carry them (encodeURIComponent throws). */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** A path parameter: an id-like value, URL-encoded (or, now and then, raw broken escapes). */
function paramArb(pool: ValuePool): fc.Arbitrary<string> {
  return fc.oneof({ weight: 8, arbitrary: fc.oneof(idArb(pool), stringArb(pool)).map((v) => encodeURIComponent(wellFormed(v.slice(0, 2000)))) }, { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%00', '%', '..', '%2e%2e', '%uD800') });
}

function pathArb(path: string, pool: ValuePool): fc.Arbitrary<string> {
  const parts = path.split('/');
  return fc.tuple(...parts.map((part) => (part.startsWith(':') ? paramArb(pool) : fc.constant(part)))).map((p) => p.join('/'));
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** One target per /api route, plus one of random methods and paths under /api. */
export function restTargets(app: App, schema: GraphQLSchema, pool: ValuePool): RestTarget[] {
  const routes = apiRoutes(app);
  const otherFields = [...inputFieldNames(schema), ...routes.flatMap((r) => r.fields), '__proto__', 'constructor', ''];
  const targets: RestTarget[] = routes.map((route) => ({
    name: `${route.method} ${route.path}`,
    request: fc.tuple(pathArb(route.path, pool), route.method === 'GET' || route.method === 'HEAD' ? fc.constant({}) : bodyArb(route.fields, otherFields, pool)).map(([path, body]) => ({ method: route.method, path, ...body })),
  }));
  const knownPath = fc.constantFrom(...routes.map((r) => r.path.replace(/:[^/]+/g, 'x')));
  const segment = fc.oneof(fc.constantFrom('api', 'cart', 'auth', 'coupon', 'user', 'uploads', '..', '.', '', '%00', '%ZZ'), fc.string({ maxLength: 12 }).map((v) => encodeURIComponent(wellFormed(v))));
  const randomPath = fc.oneof(
    knownPath,
    knownPath.chain((p) => fc.constantFrom(`${p}/`, `${p}/x`, p.toUpperCase(), `${p}%00`, `${p}?a=%ZZ`, `${p};x`)),
    fc.array(segment, { maxLength: 5 }).map((s) => `/api/${s.join('/')}`),
  );
  targets.push({
    name: 'random method and path under /api',
    request: fc.tuple(fc.constantFrom(...METHODS), randomPath, bodyArb([], otherFields, pool)).map(([method, path, body]) => ({
      method,
      path,
      ...(method === 'GET' || method === 'HEAD' ? {} : body),
    })),
  });
  return targets;
}
