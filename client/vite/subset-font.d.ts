/** subset-font (HarfBuzz's subsetter in WebAssembly) ships no types; this is the part the build uses. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    noHinting?: boolean;
    noLayoutClosure?: boolean;
    keepFeatures?: string[];
    dropTables?: string[];
    preserveNameIds?: number[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
