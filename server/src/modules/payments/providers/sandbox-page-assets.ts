/**
 * The sandbox payment page's stylesheet and Bangla font, served by the shop itself so the page looks
 * like the shop (its design tokens from client/src/styles/tokens.css) and shows ৳ and Bangla with the
 * shop's self-hosted Noto Sans Bengali (from @fontsource) on devices without a Bangla font.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SANDBOX_STYLE_PATH = '/payments/sandbox/page.css';
export const SANDBOX_FONT_PATH = '/payments/sandbox/noto-sans-bengali.woff2';

/** Only the shop's own stylesheet and font, and the form posting back to the shop. */
export const SANDBOX_PAGE_CSP =
  "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const here = path.dirname(fileURLToPath(import.meta.url));

let style: string | null = null;
/** The page's stylesheet: the shop's tokens, the font face and the page's own few rules (read once). */
export function sandboxPageStyle(): string {
  style ??= `${readFileSync(path.resolve(here, '../../../../../client/src/styles/tokens.css'), 'utf8')}
@font-face {
  font-family: 'Noto Sans Bengali';
  font-style: normal;
  font-weight: 400;
  font-display: swap;
  src: url('${SANDBOX_FONT_PATH}') format('woff2');
  unicode-range: U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0, U+1CD2, U+1CD5-1CD6, U+1CD8, U+1CE1, U+1CEA, U+1CED, U+1CF2, U+1CF5-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1;
}
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: var(--font-sans); font-size: var(--text-md, 1rem); line-height: 1.5; color: var(--color-fg); background: var(--color-surface); }
main { max-width: 32rem; margin: 0 auto; padding: var(--space-6, 1.5rem) var(--space-4, 1rem); }
.sandbox-card { padding: var(--space-5, 1.25rem); border: 1px solid var(--color-border); border-radius: var(--radius-lg); background: var(--color-bg); box-shadow: var(--shadow-md); }
.sandbox-banner { margin: 0 0 var(--space-4, 1rem); padding: var(--space-3, .75rem); border-radius: var(--radius-md); background: var(--color-warning-soft); color: var(--color-fg); font-weight: var(--weight-medium); }
h1 { margin: 0 0 var(--space-3, .75rem); font-size: var(--text-xl, 1.25rem); }
dl { display: grid; grid-template-columns: auto 1fr; gap: var(--space-1, .25rem) var(--space-3, .75rem); margin: 0 0 var(--space-4, 1rem); }
dt { color: var(--color-muted); }
dd { margin: 0; overflow-wrap: anywhere; }
.sandbox-amount { font-size: var(--text-lg, 1.125rem); font-weight: var(--weight-bold); }
form { display: flex; flex-wrap: wrap; gap: var(--space-2, .5rem); }
button { min-height: var(--tap-target, 44px); padding: 0 var(--space-4, 1rem); border: 1px solid var(--color-border-strong); border-radius: var(--radius-md); background: var(--color-bg); color: var(--color-fg); font: inherit; cursor: pointer; }
button[value='PAID'] { flex: 1 1 100%; border-color: var(--color-primary); background: var(--color-primary); color: var(--color-primary-fg); font-weight: var(--weight-medium); }
button:focus-visible { outline: 3px solid var(--color-accent); outline-offset: 2px; }
`;
  return style;
}

let font: Buffer | null = null;
/** Noto Sans Bengali's Bengali subset, regular (read once from the @fontsource package). */
export function sandboxPageFont(): Buffer {
  font ??= readFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2'));
  return font;
}
