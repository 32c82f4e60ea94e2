/**
 * Path patterns of the marketing pixels (seed §1: page views go to a pixel only on paths matching its
 * patterns, all paths by default), shared by the server (validation when admins save them) and the
 * storefront (which pixel hears of which page), imported there as `#shared/path-patterns.ts`.
 * Imports nothing.
 *
 * - `/cart` matches that path exactly (a trailing slash is ignored, the query and hash are not part of a path);
 * - `*` matches within one segment: `/books/*` matches `/books/1` but not `/books` nor `/books/1/x`,
 *   `/book-*` matches `/book-club`;
 * - `**` as a whole segment matches any number of segments, none too: `/ebook/**` matches `/ebook`,
 *   `/ebook/7` and `/ebook/7/read`; `/**` matches every path;
 * - `!pattern` excludes what it matches, whatever else matches: `!/admin/**`;
 * - no pattern, or negations only: every path (minus the negated ones).
 */

/** Most patterns one pixel may have, the longest pattern, and most wildcards (`*` or `**`) in one pattern. */
export const PATH_PATTERN_LIMITS = { count: 50, length: 200, wildcards: 8 } as const;

/** A pattern admins may save: an optional `!`, then a path of letters, digits, `-._~%`, `/` and `*`. */
const PATTERN_SYNTAX = /^!?\/[A-Za-z0-9\-._~%/*]*$/;

/** Why `pattern` cannot be saved, or null when it can. */
export function pathPatternProblem(pattern: string): string | null {
  if (pattern.length === 0) return 'Enter a path pattern or remove the line';
  if (pattern.length > PATH_PATTERN_LIMITS.length) return `A path pattern has at most ${PATH_PATTERN_LIMITS.length} characters`;
  if (!PATTERN_SYNTAX.test(pattern)) return 'A path pattern starts with / (or !/ to exclude) and holds only letters, digits, - . _ ~ % / and *';
  if (/\/\//.test(pattern)) return 'A path pattern has no empty segment (//)';
  const segments = pattern.replace(/^!/, '').split('/');
  if (segments.some((segment) => segment.includes('**') && segment !== '**')) return '** stands for whole segments only, as in /ebook/**';
  if (segments.some((segment, i) => segment === '**' && segments[i + 1] === '**')) return 'Write ** once: /**/** matches the same paths as /**';
  const wildcards = segments.reduce((sum, segment) => sum + (segment === '**' ? 1 : segment.split('*').length - 1), 0);
  if (wildcards > PATH_PATTERN_LIMITS.wildcards) return `A path pattern has at most ${PATH_PATTERN_LIMITS.wildcards} wildcards (* or **)`;
  return null;
}

/** The path without its trailing slashes (`/` becomes the empty string). */
function normalise(path: string): string {
  return path.replace(/\/+$/, '');
}

/**
 * A pattern compiled to the states of an automaton, matched by keeping the set of states the path so
 * far can be in (no backtracking): at most (states × path length) steps, whatever the pattern. States:
 * - CHAR: reads its character;
 * - STAR (`*` in a segment): reads any character but `/` and stays, or moves on without reading;
 * - SEGMENTS, SEGMENT_FIRST, SEGMENT_REST (a whole-segment `**`, that is `(/[^/]+)*`): SEGMENTS moves on
 *   past the three without reading or reads `/`; SEGMENT_FIRST reads a segment's first character;
 *   SEGMENT_REST reads more of it, or `/` to start another segment, or moves on past the three;
 * - the last state accepts.
 */
const Op = { Char: 0, Star: 1, Segments: 2, SegmentFirst: 3, SegmentRest: 4, Accept: 5 } as const;
type Op = (typeof Op)[keyof typeof Op];

interface Program {
  ops: Op[];
  /** The character a CHAR state reads ('' for the others). */
  chars: string[];
}

function compile(pattern: string): Program {
  const ops: Op[] = [];
  const chars: string[] = [];
  const push = (op: Op, char = '') => {
    ops.push(op);
    chars.push(char);
  };
  for (const segment of normalise(pattern).split('/').slice(1)) {
    if (segment === '**') {
      push(Op.Segments);
      push(Op.SegmentFirst);
      push(Op.SegmentRest);
      continue;
    }
    push(Op.Char, '/');
    for (const char of segment) {
      if (char !== '*') push(Op.Char, char);
      else if (ops[ops.length - 1] !== Op.Star) push(Op.Star);
    }
  }
  push(Op.Accept);
  return { ops, chars };
}

/** Counts the matcher's steps (states visited), for tests that bound its work. */
export interface MatchMeter {
  steps: number;
}

function run({ ops, chars }: Program, path: string, meter?: MatchMeter): boolean {
  const n = ops.length;
  // mark[state] === generation: the state is already in the set being built.
  const mark = new Int32Array(n).fill(-1);
  let generation = 0;
  let steps = 0;
  /** Adds `state` and the states it reaches without reading (they only lead forward, so this ends). */
  const add = (set: number[], state: number) => {
    while (state < n && mark[state] !== generation) {
      mark[state] = generation;
      set.push(state);
      steps++;
      const op = ops[state];
      if (op === Op.Star || op === Op.SegmentRest) state += 1;
      else if (op === Op.Segments) state += 3;
      else break;
    }
  };
  let current: number[] = [];
  add(current, 0);
  for (let i = 0; i < path.length && current.length > 0; i++) {
    const char = path[i]!;
    const slash = char === '/';
    generation++;
    const next: number[] = [];
    for (const state of current) {
      steps++;
      switch (ops[state]) {
        case Op.Char:
          if (chars[state] === char) add(next, state + 1);
          break;
        case Op.Star:
          if (!slash) add(next, state);
          break;
        case Op.Segments:
          if (slash) add(next, state + 1);
          break;
        case Op.SegmentFirst:
          if (!slash) add(next, state + 1);
          break;
        case Op.SegmentRest:
          add(next, slash ? state - 1 : state);
          break;
        default:
          break;
      }
    }
    current = next;
  }
  if (meter) meter.steps += steps;
  return current.some((state) => ops[state] === Op.Accept);
}

const compiled = new Map<string, Program>();

/**
 * Whether one pattern (without its `!`) matches a path, in time linear in the path (bounded by the
 * pattern's states × the path's length; no regular expression, nothing to backtrack). Any text is
 * taken as a pattern: validity is `pathPatternProblem`'s.
 */
export function patternMatches(pattern: string, path: string, meter?: MatchMeter): boolean {
  let program = compiled.get(pattern);
  if (!program) {
    program = compile(pattern);
    if (compiled.size > 500) compiled.clear();
    compiled.set(pattern, program);
  }
  return run(program, normalise(path), meter);
}

/** Whether `path` (a location's pathname) is one of the paths `patterns` choose; invalid patterns match nothing. */
export function pathMatches(patterns: readonly string[], path: string, meter?: MatchMeter): boolean {
  const target = normalise(path);
  const valid = patterns.filter((pattern) => pathPatternProblem(pattern) === null);
  const excluded = valid.filter((p) => p.startsWith('!')).some((p) => patternMatches(p.slice(1), target, meter));
  if (excluded) return false;
  const included = valid.filter((p) => !p.startsWith('!'));
  if (included.length > 0) return included.some((p) => patternMatches(p, target, meter));
  // No pattern: every path; negations only: every other path; nothing valid (none is saved so): none.
  return patterns.length === 0 || valid.length > 0;
}
