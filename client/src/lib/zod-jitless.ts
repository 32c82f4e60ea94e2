/**
 * zod compiles object parsers with `new Function` when it can, and probes for that ability with
 * `Function('')`; the shop's Content-Security-Policy forbids eval, so the probe would be reported as
 * a violation on every page with a form. Imported first by main.tsx, before any schema is built.
 */
import { z } from 'zod';

z.config({ jitless: true });
