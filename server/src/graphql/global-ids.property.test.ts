/**
 * Issue 29, item 4: an id of the wrong shape is never a server error. Property test over every Node
 * type of the schema (node / nodes) and every argument of type ID anywhere in the schema (read from
 * the schema, input objects and lists included, so a new argument is covered without touching this
 * file): ids whose local part is not a UUID, that decode to no type, or are not base64 at all answer
 * not-found (null, a NotFoundError result) or a validation error — never INTERNAL_SERVER_ERROR, never
 * an HTTP 5xx, never an error-level log line.
 */
import { Writable } from 'node:stream';
import { encodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isCompositeType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
} from 'graphql';
import pino from 'pino';
import { signInAs } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { schema } from '../schema.ts';

const RUNS = Number(process.env.ID_PROPERTY_RUNS ?? 12);

/** Every log line the app writes, parsed. */
const logLines: { level: number; msg?: string; err?: unknown }[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
const cookies: Record<'admin' | 'customer', string> = { admin: '', customer: '' };
beforeAll(async () => {
  t = await startTestApp({ log: pino({ level: 'info' }, sink) });
  cookies.admin = await signInAs(t, 'admin', '198.51.100.7');
  cookies.customer = await signInAs(t, 'customer', '198.51.100.8');
}, 60_000);
afterAll(() => t?.close());

/** Object types that implement Node: what node(id:) may answer. */
const nodeTypes = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'))
  .map((type) => type.name)
  .sort();

const NOT_UUIDS = ['nope', '', '1', '0', '-1', ' ', "' OR 1=1 --", '00000000-0000-0000-0000-00000000000g', '00000000-0000-0000-0000-0000000000000', '{}', 'null'];

/** Local parts that are no UUID: fixed nasty ones and arbitrary text (a UUID by chance is filtered out). */
const notUuid = fc.oneof(
  fc.constantFrom(...NOT_UUIDS),
  fc.string({ maxLength: 40 }).filter((s) => !/^\s*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\s*$/i.test(s)),
);

/** Ids of the wrong shape: a known type's name with a local part that is no UUID, an unknown type, or no global id at all. */
const typeNames = [...nodeTypes, 'CartLine', 'Lesson', 'Payment', 'Entitlement', 'Outlet', 'NoSuchType', ''];
const malformedId = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...typeNames), notUuid).map(([type, local]) => encodeGlobalID(type, local)) },
  { weight: 1, arbitrary: notUuid },
  { weight: 1, arbitrary: fc.constantFrom('=====', '!!!', Buffer.from('no colon').toString('base64'), Buffer.from(':').toString('base64')) },
);

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  errorLogs: unknown[];
}

async function send(document: string, variables: Record<string, unknown>, role: 'anonymous' | 'admin' | 'customer'): Promise<Answer> {
  const before = logLines.length;
  const { response, data, errors } = await t.graphql(document, variables, { cookie: role === 'anonymous' ? undefined : cookies[role], ip: '198.51.100.9' });
  // pino writes synchronously to the sink: what the request logged is there now.
  const errorLogs = logLines.slice(before).filter((line) => line.level >= 50);
  return { status: response.status, body: { data, errors: errors as Answer['body']['errors'] }, errorLogs };
}

/** The problem with an answer to a malformed id, or null when it is a not-found or validation answer. */
function problemOf(answer: Answer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  if (answer.errorLogs.length) return `error-level log: ${JSON.stringify(answer.errorLogs).slice(0, 500)}`;
  const internal = answer.body.errors?.find((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.message === 'Unexpected error.');
  if (internal) return `internal error: ${JSON.stringify(answer.body.errors)}`;
  return null;
}

/** Batch mutations that answer each item: a malformed id is refused as its item (`ok: false`). */
const PER_ITEM_RESULTS: Record<string, string> = { shipOrders: '... on MutationShipOrdersSuccess { results { ok } }' };

const isError = (type: GraphQLNamedType) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Error');

/** Codes of GraphQL errors that refuse a request (bad input, not signed in, not allowed, not found). */
const REFUSING_CODES = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

/**
 * How a field refused a malformed id: a typed error result, a refusing GraphQL error, or nothing found
 * (null, or an empty page of a list filtered by the id). Null when it did not refuse.
 */
function refusalOf(answer: Answer, field: string): string | null {
  const code = answer.body.errors?.[0]?.extensions?.code;
  if (code) return REFUSING_CODES.has(code) ? code : null;
  const value = answer.body.data?.[field] as { __typename?: string; edges?: unknown[]; results?: { ok: boolean }[] } | null | undefined;
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.every((v) => v === null) ? 'nulls' : null;
  const type = value?.__typename ? schema.getType(value.__typename) : undefined;
  if (type && isError(type)) return value!.__typename!;
  if (value?.edges && value.edges.length === 0) return 'empty';
  if (value?.results?.length && value.results.every((r) => !r.ok)) return 'each item refused';
  return null;
}

describe('node and nodes', () => {
  it('knows the node types', () => {
    expect(nodeTypes).toEqual(expect.arrayContaining(['Invoice', 'Order', 'Book', 'User', 'Shipment', 'CreditNote', 'InfoPage']));
  });

  it.each(['Invoice', 'Order', 'Book', 'User'])('node(id:) of base64 "%s:nope" answers null, as anonymous too, and logs no error', async (type) => {
    for (const role of ['anonymous', 'admin'] as const) {
      const answer = await send(`query ($id: ID!) { node(id: $id) { __typename id } }`, { id: encodeGlobalID(type, 'nope') }, role);
      expect(problemOf(answer)).toBeNull();
      expect(answer.body).toEqual({ data: { node: null } });
    }
  });

  it('answers null for every node type and any malformed local id, in node and in nodes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...nodeTypes), notUuid, fc.constantFrom('anonymous', 'admin', 'customer') as fc.Arbitrary<'anonymous' | 'admin' | 'customer'>, async (type, local, role) => {
        // InfoPage ids are slugs: any text is a well-formed one (a missing page answers null as well).
        const id = encodeGlobalID(type, local);
        const one = await send(`query ($id: ID!) { node(id: $id) { __typename id } }`, { id }, role);
        expect(problemOf(one)).toBeNull();
        expect(one.body).toEqual({ data: { node: null } });
        const many = await send(`query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, { ids: [id, encodeGlobalID(type, 'nope')] }, role);
        expect(problemOf(many)).toBeNull();
        expect(many.body).toEqual({ data: { nodes: [null, null] } });
      }),
      { numRuns: nodeTypes.length * 4 },
    );
  }, 120_000);
});

/** A path to an ID inside an argument: `input.items.productId`. */
interface IdArgument {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  path: string;
  /** A nullable ID (not in a list): there an empty string may mean "none" (a form's cleared choice). */
  optional: boolean;
}

function idPaths(type: GraphQLInputType, path: string, seen: Set<string>): { path: string; optional: boolean }[] {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'ID' ? [{ path, optional: !isNonNullType(type) && !isListType(type) }] : [];
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  const inner = new Set(seen).add(named.name);
  return Object.values(named.getFields()).flatMap((f) => idPaths(f.type, `${path}.${f.name}`, inner));
}

/** Every argument of type ID of every field of the schema (root fields and object fields alike). */
function idArguments(): IdArgument[] {
  const found: IdArgument[] = [];
  for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      for (const arg of field.args) {
        for (const { path, optional } of idPaths(arg.type, arg.name, new Set())) {
          if (type === schema.getQueryType() || type === schema.getMutationType()) {
            found.push({ operation: type === schema.getQueryType() ? 'query' : 'mutation', field, path, optional });
          } else {
            // An ID argument below the root: this test reaches root fields only; add a way in when one appears.
            throw new Error(`${type.name}.${field.name}(${path}) takes an ID below the root: teach global-ids.property.test.ts to reach it`);
          }
        }
      }
    }
  }
  return found;
}

/**
 * A well-typed value for an input: ordinary leaves (text, 1, the first enum value, now), every ID a
 * real-looking UUID, except the one at `target`, which takes `id` (in a list: the list's only item).
 */
function valueFor(type: GraphQLInputType, path: string, target: string, id: string, seen: Set<string>): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, path, target, id, seen);
  if (isListType(type)) return [valueFor(type.ofType, path, target, id, seen)];
  if (isInputObjectType(type)) {
    const inner = new Set(seen).add(type.name);
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const fieldPath = `${path}.${field.name}`;
      const leadsToTarget = target === fieldPath || target.startsWith(`${fieldPath}.`);
      if (!leadsToTarget && (!isNonNullType(field.type) || field.defaultValue !== undefined)) continue;
      if (!leadsToTarget && inner.has(getNamedType(field.type).name)) continue;
      value[field.name] = valueFor(field.type, fieldPath, target, id, inner);
    }
    return value;
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) {
    if (type.name === 'ID') return path === target ? id : '00000000-0000-4000-8000-000000000000';
    if (type.name === 'String') return 'Test';
    if (type.name === 'Int') return 1;
    if (type.name === 'Float') return 1;
    if (type.name === 'Boolean') return false;
    if (type.name === 'DateTime') return new Date().toISOString();
  }
  return null;
}

function operationFor(target: IdArgument): { document: string; variables: (id: string) => Record<string, unknown> } {
  const { field } = target;
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = `${field.name}(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})`;
  const named = getNamedType(field.type);
  let selection = '';
  if (isCompositeType(named)) {
    const possible = isObjectType(named) ? [named] : schema.getPossibleTypes(named);
    const fields = isObjectType(named) || isInterfaceType(named) ? named.getFields() : {};
    const perItem = PER_ITEM_RESULTS[field.name] ?? '';
    selection = possible.some(isError) ? `{ __typename ... on Error { code } ${perItem} }` : 'edges' in fields ? '{ __typename edges { cursor } }' : '{ __typename }';
  }
  const document = `${target.operation} IdShape(${declarations}) { ${call} ${selection} }`;
  const argName = target.path.split('.')[0]!;
  return {
    document,
    variables: (id) =>
      Object.fromEntries(
        field.args
          .filter((arg) => arg.name === argName || isNonNullType(arg.type))
          .map((arg) => [arg.name, valueFor(arg.type, arg.name, target.path, id, new Set())]),
      ),
  };
}

const targets = idArguments();

describe('every ID argument of the schema', () => {
  it('finds them all: node, nodes, queries, mutations, inside inputs and lists', () => {
    const names = targets.map((x) => `${x.field.name}(${x.path})`);
    expect(names).toEqual(expect.arrayContaining(['node(id)', 'nodes(ids)', 'invoice(id)', 'order(id)', 'addToCart(input.productId)', 'createBundle(input.items.productId)']));
    expect(targets.length).toBeGreaterThan(50);
  });

  it.each(targets.map((x) => [`${x.operation} ${x.field.name}(${x.path})`, x] as const))('%s: a malformed id is not-found or a validation error', async (_name, target) => {
    const { document, variables } = operationFor(target);
    await fc.assert(
      fc.asyncProperty(malformedId, fc.constantFrom('admin', 'customer') as fc.Arbitrary<'admin' | 'customer'>, async (id, role) => {
        const answer = await send(document, variables(id), role);
        const problem = problemOf(answer);
        if (problem) throw new Error(`${problem}\n  variables: ${JSON.stringify(variables(id))}`);
        const refusal = refusalOf(answer, target.field.name) ?? (target.optional && id.trim() === '' ? 'none' : null);
        if (!refusal) throw new Error(`accepted: ${JSON.stringify(answer.body)}\n  variables: ${JSON.stringify(variables(id))}`);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});
