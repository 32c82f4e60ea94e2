/**
 * E2E_SHOTS=/some/dir keeps a screenshot of each checked step there, named after the step: what a
 * closing note's walk-through looks at (kept out of the repository). Without it, nothing is written.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export async function keepShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').toLowerCase()}.png`;
  await page.screenshot({ path: path.join(dir, file), animations: 'disabled' });
}
