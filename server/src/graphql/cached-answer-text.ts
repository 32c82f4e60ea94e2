import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { contentEtag } from '../http/etag.ts';

/** How Yoga's response-cache plugin marks an answer it served from the cache. */
const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');

/**
 * The JSON of each cached answer served and its content ETag, by its `data` object (the same object on
 * every hit of a memory-held entry).
 */
const texts = new WeakMap<object, { text: string; etag: string }>();

/** The content ETag of the cached answer each request was answered with. */
const answerEtags = new WeakMap<Request, string>();

/**
 * The content ETag (http/etag.ts `contentEtag`) of the body a request was answered with, when that body
 * is a memory-held cached answer's kept text; graphql/response-cache-http.ts then need not hash it again.
 */
export function cachedAnswerEtag(request: Request): string | undefined {
  return answerEtags.get(request);
}

/**
 * A cached answer is written as JSON once, not on every hit. Yoga serves a hit as a copy of the stored
 * entry that shares its `data`, and writes a result with the result's own `stringify` when it has one
 * (graphql-yoga's result processor): this gives the copy a `stringify` that keeps the text by that `data`.
 * The stored entry is not touched. An entry read from Redis is a new object on every hit, so there this
 * saves nothing and costs nothing. The text's content ETag is kept beside it, for `cachedAnswerEtag`.
 */
export function cachedAnswerTextPlugin(): Plugin {
  return {
    onResultProcess({ request, result }) {
      if (Array.isArray(result) || !(result as Record<symbol, unknown>)[SERVED_FROM_CACHE]) return;
      const { data, errors } = result as ExecutionResult;
      if (!data || errors?.length) return;
      const stringify = (given: ExecutionResult) => {
        if (given.data !== data || given.errors?.length) return JSON.stringify(given);
        let kept = texts.get(data);
        if (kept === undefined) {
          const text = JSON.stringify(given);
          texts.set(data, (kept = { text, etag: contentEtag(text) }));
        }
        answerEtags.set(request, kept.etag);
        return kept.text;
      };
      Object.defineProperty(result, 'stringify', { value: stringify, enumerable: false, configurable: true });
    },
  };
}
