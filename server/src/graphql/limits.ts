import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { createComplexityRule } from '@pothos/plugin-complexity';
import { type DocumentNode, getOperationAST, GraphQLError, type GraphQLSchema, Kind, validate, type ValidationContext, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MAX_PAGE_SIZE } from '../builder.ts';

/**
 * What one GraphQL request may ask for: about twice what the largest operation the Relay client sends
 * needs (measured 2026-11-23: depth 7, 8 aliases, 311 tokens, 3 directives, cost 13,942);
 * security/graphql-limits.test.ts runs every persisted operation through these limits.
 */
export const GRAPHQL_LIMITS = {
  /** Nested fields (fragments flattened). */
  depth: 14,
  /** Aliased fields in one operation. */
  aliases: 20,
  /** Lexical tokens of the document. */
  tokens: 2_000,
  /** Directives in one operation (@include, @skip, …). */
  directives: 10,
  /** Estimated cost (graphql/cost.ts: lists cost by their `first`). */
  cost: 50_000,
  /** Ids in one `nodes(ids:)`. */
  nodeIds: MAX_PAGE_SIZE,
} as const;

/** The `extensions.code` of each refusal. */
export const LIMIT_CODES = {
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  tokens: 'QUERY_TOO_LONG',
  directives: 'TOO_MANY_DIRECTIVES',
  cost: 'QUERY_TOO_COSTLY',
  nodeIds: 'TOO_MANY_IDS',
  timeBudget: 'TIME_BUDGET_EXCEEDED',
} as const;

function limitError(message: string, code: string) {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/**
 * GraphQL Armor's rules report a coded validation error instead of their uncoded "Syntax Error"
 * (validation rules get the ValidationContext; the token counter runs inside the parser and throws).
 */
function refuseWith(code: string) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    const coded = limitError(error.message.replace(/^Syntax Error: /, ''), code);
    if (!context) throw coded;
    context.reportError(coded);
  };
}

const armor = (code: string) => ({ exposeLimits: true, propagateOnRejection: false, onReject: [refuseWith(code)] });

/** `nodes(ids:)` with more ids than one page of a connection. */
function maxNodeIdsRule(variables: Record<string, unknown>): ValidationRule {
  return (context) => ({
    Field(node) {
      if (node.name.value !== 'nodes' || context.getParentType() !== context.getSchema().getQueryType()) return;
      const ids = node.arguments?.find((arg) => arg.name.value === 'ids')?.value;
      const count =
        ids?.kind === Kind.LIST ? ids.values.length : ids?.kind === Kind.VARIABLE ? (variables[ids.name.value] as unknown[] | undefined)?.length : undefined;
      if ((count ?? 0) > GRAPHQL_LIMITS.nodeIds) {
        context.reportError(limitError(`nodes(ids:) takes at most ${GRAPHQL_LIMITS.nodeIds} ids, got ${count}.`, LIMIT_CODES.nodeIds));
      }
    },
  });
}

/** The refusals of the variable-dependent limits for one document and one set of variables. */
function variableDependentErrors(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown>) {
  return validate(schema, document, [
    maxNodeIdsRule(variables),
    createComplexityRule({
      // The shop's costs (cost.ts) read only the field and its arguments, never the context.
      context: {},
      variableValues: variables,
      operationName,
      validate: (result, report) => {
        if (result.complexity > GRAPHQL_LIMITS.cost) {
          report(limitError(`Query cost ${result.complexity} exceeds the limit of ${GRAPHQL_LIMITS.cost}.`, LIMIT_CODES.cost));
        }
      },
    }),
  ]);
}

/** Variables longer than this (as JSON) are checked every time rather than remembered. */
const REMEMBERED_VARIABLES_CHARS = 1_024;
/** Sets of variables remembered per document (the oldest goes first). */
const REMEMBERED_PER_DOCUMENT = 64;

/**
 * The outcome of `variableDependentErrors` by document (the parsed document Yoga keeps for its text or
 * persisted id) and operation name and variables: every shopper opening a list asks it with the same few
 * sets of variables, and walking the document with the cost rule was a visible part of each request.
 */
const remembered = new WeakMap<DocumentNode, Map<string, readonly GraphQLError[]>>();

export function variableDependentLimitErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined | null,
  variables: Record<string, unknown>,
): readonly GraphQLError[] {
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables)}`;
  if (key.length > REMEMBERED_VARIABLES_CHARS) return variableDependentErrors(schema, document, operationName ?? undefined, variables);
  let byVariables = remembered.get(document);
  const known = byVariables?.get(key);
  if (known) return known;
  const errors = variableDependentErrors(schema, document, operationName ?? undefined, variables);
  if (!byVariables) remembered.set(document, (byVariables = new Map()));
  if (byVariables.size >= REMEMBERED_PER_DOCUMENT) byVariables.delete(byVariables.keys().next().value as string);
  byVariables.set(key, errors);
  return errors;
}

/**
 * Cost and the `nodes` bound depend on the request's variables, so they run as their own validation
 * when execution starts (Yoga caches the ordinary validation per document) and stop it before any
 * resolver runs; the outcome is remembered per document and variables.
 */
const variableDependentLimits: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const variables = (args.variableValues ?? {}) as Record<string, unknown>;
    const errors = variableDependentLimitErrors(args.schema, args.document, args.operationName, variables);
    if (errors.length > 0) setResultAndStopExecution({ errors: [...errors] });
  },
};

/** Every static limit, refused at parse or validation (before any resolver runs); suggestions off in production. */
export function graphqlLimitPlugins({ development }: { development: boolean }): Plugin[] {
  return [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens, ...armor(LIMIT_CODES.tokens) }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, flattenFragments: true, ...armor(LIMIT_CODES.depth) }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, ...armor(LIMIT_CODES.aliases) }),
    maxDirectivesPlugin({ n: GRAPHQL_LIMITS.directives, ...armor(LIMIT_CODES.directives) }),
    variableDependentLimits,
    ...(development ? [] : [blockFieldSuggestionsPlugin()]),
  ] as Plugin[];
}

/**
 * Cuts a request off after `budgetMs` (or when the client goes away): the answer is then a
 * TIME_BUDGET_EXCEEDED error, and the executor stops starting fields. The deadline is also checked
 * between fields (at every 16th), because the embedded database works on this thread and can keep the timer from
 * firing. The signal never throws into the executor (a throw there leaves sibling fields' promises
 * unobserved: unhandled rejections); statements already sent finish unseen (PostgreSQL's
 * statement_timeout bounds them).
 *
 * Mutations are left out: a mutation that has started commits or rolls back as a whole (its
 * transaction has its own timeout), and answering "ran out of time" while it commits would tell a
 * customer that an order failed when it was placed. Reads are what an attacker can make heavy.
 */
export function timeBudgetPlugin(budgetMs: number): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation') return;
      const controller = new AbortController();
      const { signal } = controller;
      const deadline = performance.now() + budgetMs;
      const cutOff = () => controller.abort(limitError(`The request ran out of its ${budgetMs} ms time budget.`, LIMIT_CODES.timeBudget));
      const timer = setTimeout(cutOff, budgetMs);
      timer.unref();
      // The executor asks before every field: the clock is read on every 16th ask (a card list asks
      // thousands of times, and reading the clock each time was a visible part of a request's CPU).
      let asks = 0;
      signal.throwIfAborted = () => {
        asks += 1;
        if ((asks & 15) === 0 && !signal.aborted && performance.now() > deadline) cutOff();
      };
      const clientSignal = (args.contextValue as { request?: Request }).request?.signal;
      clientSignal?.addEventListener('abort', () => controller.abort(clientSignal.reason), { once: true });
      (args as { signal?: AbortSignal }).signal = signal;
      setExecuteFn(
        (executeArgs) =>
          new Promise((resolve, reject) => {
            const onAbort = () => resolve({ errors: [signal.reason instanceof GraphQLError ? signal.reason : limitError('The request was cancelled.', LIMIT_CODES.timeBudget)] });
            signal.addEventListener('abort', onAbort, { once: true });
            Promise.resolve(executeFn(executeArgs)).then(resolve, reject).finally(() => {
              clearTimeout(timer);
              signal.removeEventListener('abort', onAbort);
            });
          }) as ReturnType<typeof executeFn>,
      );
    },
  };
}
