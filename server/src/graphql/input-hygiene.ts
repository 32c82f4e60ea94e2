import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The longest string any argument or input field takes… */
export const MAX_STRING_LENGTH = 10_000;
/** …except long texts written in Markdown (product descriptions, lesson and info-page bodies, reviews). */
export const MAX_LONG_TEXT_LENGTH = 100_000;
const LONG_TEXT_FIELDS = new Set(['description', 'body']);

// U+0000, or a UTF-16 surrogate without its pair: text PostgreSQL cannot store.
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `value` (passed as `name`) is not acceptable text, or null when it is. */
export function textProblem(name: string, value: string): string | null {
  if (INVALID_TEXT.test(value)) return `${name} contains a character that is not allowed (NUL or a broken Unicode character).`;
  const max = LONG_TEXT_FIELDS.has(name) ? MAX_LONG_TEXT_LENGTH : MAX_STRING_LENGTH;
  if (value.length > max) return `${name} is too long: at most ${max.toLocaleString('en-US')} characters.`;
  return null;
}

export function badInput(message: string) {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

function firstVariableProblem(name: string, value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return textProblem(name, value);
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const problem = firstVariableProblem(Array.isArray(value) ? name : key, item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** String literals in the document: named by the argument or input field they are given to. */
function documentTextRule(context: ValidationContext): ASTVisitor {
  const names: string[] = [];
  const enter = (node: { name: { value: string } }) => void names.push(node.name.value);
  const leave = () => void names.pop();
  return {
    Argument: { enter, leave },
    ObjectField: { enter, leave },
    StringValue(node) {
      const problem = textProblem(names.at(-1) ?? 'A string', node.value);
      if (problem) context.reportError(new GraphQLError(problem, { nodes: node, extensions: { code: 'BAD_USER_INPUT' } }));
    },
  };
}

/**
 * Text hygiene before any resolver runs: NUL characters, lone surrogates and over-long strings in
 * variables or in the document are a BAD_USER_INPUT error, never a database error.
 */
export const inputHygienePlugin: Plugin = {
  onParams({ params }) {
    const problem = firstVariableProblem('A variable', params.variables);
    if (problem) throw badInput(problem);
  },
  onValidate({ addValidationRule }) {
    addValidationRule(documentTextRule);
  },
};

