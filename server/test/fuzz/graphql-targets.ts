/**
 * Every GraphQL mutation of the executable schema as a fuzz target: the operation text (all the
 * field's arguments as variables) and an arbitrary of variables built from the argument types —
 * mostly well-typed values, sometimes values that fail coercion (a wrong leaf, an unknown field,
 * variables of any shape).
 */
import fc from 'fast-check';
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { dateTimeArb, idArb, idOfFieldArb, intArb, numberArb, plainStringArb, stringArb, wrongJsonArb, type ValuePool } from './values.ts';

export interface MutationTarget {
  field: string;
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
}

/** The name of the interface every typed error result implements. */
export const ERROR_INTERFACE = 'Error';

/** True when a result's __typename is an expected-failure type (implements Error). */
export function isErrorTypename(schema: GraphQLSchema, typename: string): boolean {
  const type = schema.getType(typename);
  return type !== undefined && type !== null && implementsError(type);
}

function implementsError(type: GraphQLNamedType): boolean {
  return isObjectType(type) && type.getInterfaces().some((i) => i.name === ERROR_INTERFACE);
}

/** `__typename`, plus the error's code and message when the result can be an error type. */
function selectionFor(schema: GraphQLSchema, type: GraphQLNamedType): string {
  if (!isCompositeType(type)) return '';
  const possible = isObjectType(type) ? [type] : schema.getPossibleTypes(type);
  return possible.some(implementsError) ? `{ __typename ... on ${ERROR_INTERFACE} { code message } }` : '{ __typename }';
}

/** Every mutation of the schema, in name order. */
export function mutationTargets(schema: GraphQLSchema, pool: ValuePool): MutationTarget[] {
  const fields = schema.getMutationType()?.getFields() ?? {};
  return Object.values(fields)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((field) => {
      const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const call = field.args.length ? `${field.name}(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : field.name;
      const document = `mutation Fuzz${declarations ? `(${declarations})` : ''} { ${call} ${selectionFor(schema, getNamedType(field.type))} }`;
      const required = field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name);
      const args = (mode: Mode) =>
        fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueArb(arg.type, pool, 0, mode)])), { requiredKeys: required }) as fc.Arbitrary<
          Record<string, unknown>
        >;
      const anyVariables = fc.dictionary(fc.constantFrom(...field.args.map((a) => a.name), 'input', 'x'), wrongJsonArb(pool), { maxKeys: 3 });
      return {
        field: field.name,
        document,
        variables: field.args.length
          ? fc.oneof(
              { weight: 8, arbitrary: args('plain') },
              { weight: 7, arbitrary: args('nasty') },
              { weight: 4, arbitrary: args('sloppy') },
              { weight: 1, arbitrary: anyVariables },
            )
          : fc.constant({}),
      };
    });
}

const MAX_DEPTH = 6;

/**
 * How an input is made. `plain`: the right shapes with ordinary text (what a client sends; reaches
 * the success paths). `nasty`: the right shapes with hostile text, boundary numbers and long lists.
 * `sloppy`: like nasty, but about one leaf in twenty has the wrong type and objects now and then
 * carry a field their type lacks (coercion must refuse them).
 */
type Mode = 'plain' | 'nasty' | 'sloppy';

function valueArb(type: GraphQLInputType, pool: ValuePool, depth: number, mode: Mode, name = ''): fc.Arbitrary<unknown> {
  const typed = typedArb(isNonNullType(type) ? type.ofType : type, pool, depth, mode, name);
  const value = mode === 'sloppy' ? fc.oneof({ weight: 20, arbitrary: typed }, { weight: 1, arbitrary: wrongJsonArb(pool) }) : typed;
  return isNonNullType(type) ? value : fc.oneof({ weight: 8, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
}

function typedArb(type: GraphQLInputType, pool: ValuePool, depth: number, mode: Mode, name: string): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return typedArb(type.ofType, pool, depth, mode, name);
  if (isListType(type)) {
    const item = valueArb(type.ofType, pool, depth + 1, mode, name);
    const lists = [
      { weight: 3, arbitrary: fc.constant([]) },
      { weight: 12, arbitrary: fc.array(item, { minLength: 1, maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(item, { minLength: 50, maxLength: 300 }) },
    ];
    return fc.oneof(...(mode === 'plain' ? lists.slice(0, 2) : lists));
  }
  if (isInputObjectType(type)) {
    if (depth > MAX_DEPTH) return fc.constant({});
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(fields.map((f) => [f.name, valueArb(f.type, pool, depth + 1, mode, f.name)]));
    const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
    const record = fc.record(model, { requiredKeys: required });
    if (mode !== 'sloppy') return record;
    return fc.oneof({ weight: 10, arbitrary: record }, { weight: 1, arbitrary: record.map((r) => ({ ...r, unknownField: 1 })) });
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isScalarType(type)) return scalarArb(type.name, pool, mode, name);
  return wrongJsonArb(pool);
}

function scalarArb(scalar: string, pool: ValuePool, mode: Mode, field: string): fc.Arbitrary<unknown> {
  switch (scalar) {
    case 'ID':
      return mode === 'plain' ? fc.oneof({ weight: 3, arbitrary: idOfFieldArb(pool, field) }, { weight: 1, arbitrary: idArb(pool) }) : idArb(pool);
    case 'String':
      return fc.oneof({ weight: 4, arbitrary: mode === 'plain' ? plainStringArb(pool) : stringArb(pool) }, { weight: 1, arbitrary: idArb(pool) });
    case 'Int':
      return mode === 'plain' ? fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 5 }) }, { weight: 2, arbitrary: fc.integer({ min: 0, max: 100_000 }) }) : intArb();
    case 'Float':
      return numberArb();
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return dateTimeArb(mode === 'plain');
    default:
      // A scalar added later (Upload, JSON, …): anything JSON.
      return wrongJsonArb(pool);
  }
}
