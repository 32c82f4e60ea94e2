/**
 * zod compiles object parsers with `new Function` when it can, and probes for that ability with
 * `Function('')`; the shop's Content-Security-Policy forbids eval, so the probe would be reported as
 * a violation on every page with a form. Imported first by main.tsx, before any schema is built.
 *
 * zod 4 keeps its settings in `globalThis.__zod_globalConfig` (the object `z.config()` changes and
 * returns), adopting an object already there. Setting it directly keeps zod itself out of the first
 * load (only lazily loaded screens use it); zod-jitless.test.ts checks zod sees it either way round.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
