/**
 * The fonts a phone has. Every Android phone (and iOS, Windows, macOS) has a Bangla system font, so a
 * Bangla page paints in it until the shop's Noto Sans Bengali arrives and the swap barely moves anything.
 * A CI machine or a bare Linux box may have none: Chromium then paints tofu boxes, far wider than the
 * letters, and the swap to the web font moves the whole page (CLS 0.24 on / in Bangla). So a browser that
 * measures what a shopper sees gets the system font an Android phone has — Noto Sans Bengali, from the
 * same @fontsource package the shop builds its own files from — through a fontconfig file of its own
 * (FONTCONFIG_FILE), whatever the machine has installed. The machine's fonts stay (Latin still uses them).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

const require = createRequire(__filename);
const WEIGHTS = [400, 700] as const;

/** Environment variables that give a Chromium started with them a phone's Bangla system font. */
export function phoneFontEnv(): { FONTCONFIG_FILE: string } {
  const files = path.join(path.dirname(require.resolve('@fontsource/noto-sans-bengali/package.json')), 'files');
  const dir = path.join(tmpdir(), `pathagar-phone-fonts-${process.getuid?.() ?? 0}`);
  mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  // Chromium takes TrueType and OpenType system fonts, not WOFF: each file is unwrapped first.
  for (const weight of WEIGHTS) {
    const name = `noto-sans-bengali-bengali-${weight}-normal`;
    writeFileSync(path.join(dir, 'fonts', `${name}.ttf`), sfntOfWoff(readFileSync(path.join(files, `${name}.woff`))));
  }
  const system = ['/etc/fonts/fonts.conf'].filter((file) => existsSync(file));
  const config = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    ...system.map((file) => `  <include ignore_missing="yes">${file}</include>`),
    `  <dir>${path.join(dir, 'fonts')}</dir>`,
    `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(file, config);
  return { FONTCONFIG_FILE: file };
}

/** The TrueType/OpenType font a WOFF 1.0 file wraps (W3C WOFF: a header, a table directory, each table zlib-compressed or not). */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + 20 * i;
    const [offset, compressed, original, checksum] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12), woff.readUInt32BE(at + 16)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(at, at + 4), checksum, data: compressed < original ? inflateSync(stored) : stored };
  });
  const selector = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(2 ** selector * 16, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(count * 16 - 2 ** selector * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + 16 * i;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}
