import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** How Yoga's response-cache plugin marks an answer it served from the cache. */
const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');

/** The JSON of each cached answer served, by its `data` object (the same object on every hit of a memory-held entry). */
const texts = new WeakMap<object, string>();

/**
 * A cached answer is written as JSON once, not on every hit. Yoga serves a hit as a copy of the stored
 * entry that shares its `data`, and writes a result with the result's own `stringify` when it has one
 * (graphql-yoga's result processor): this gives the copy a `stringify` that keeps the text by that `data`.
 * The stored entry is not touched. An entry read from Redis is a new object on every hit, so there this
 * saves nothing and costs nothing.
 */
export function cachedAnswerTextPlugin(): Plugin {
  return {
    onResultProcess({ result }) {
      if (Array.isArray(result) || !(result as Record<symbol, unknown>)[SERVED_FROM_CACHE]) return;
      const { data, errors } = result as ExecutionResult;
      if (!data || errors?.length) return;
      const stringify = (given: ExecutionResult) => {
        if (given.data !== data || given.errors?.length) return JSON.stringify(given);
        let text = texts.get(data);
        if (text === undefined) texts.set(data, (text = JSON.stringify(given)));
        return text;
      };
      Object.defineProperty(result, 'stringify', { value: stringify, enumerable: false, configurable: true });
    },
  };
}
