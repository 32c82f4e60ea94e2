/**
 * A balanced page tree for the reader's range requests. pdf.js opens a document by also looking up its
 * last page, and finds an outline entry's page number by counting the pages before it: in a flat tree
 * (every page a kid of the root, as pdf-lib and many tools write) both mean reading every page
 * dictionary, which are spread through the whole file, so the whole file is fetched before the first
 * page shows. With intermediate nodes of at most FANOUT kids, each carrying its /Count, pdf.js skips
 * whole subtrees and reads a few dozen small objects instead.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFDocument, type PDFRef } from 'pdf-lib';

export const PAGE_TREE_FANOUT = 16;

const INHERITABLE = ['Resources', 'MediaBox', 'CropBox', 'Rotate'].map((name) => PDFName.of(name));

/** Rebuilds the document's page tree as a balanced one (same pages, same order); a small document is left as it is. */
export function balancePageTree(doc: PDFDocument, fanout = PAGE_TREE_FANOUT): void {
  const pages = doc.getPages();
  if (pages.length <= fanout) return;
  const { context } = doc;
  const rootRef = doc.catalog.get(PDFName.of('Pages')) as PDFRef;
  const root = context.lookup(rootRef, PDFDict);
  // What a page inherited from the nodes above it goes on the page itself: those nodes are left behind.
  for (const page of pages) {
    for (const name of INHERITABLE) {
      if (page.node.get(name) !== undefined) continue;
      const inherited = page.node.getInheritableAttribute(name);
      if (inherited !== undefined) page.node.set(name, inherited);
    }
  }
  let level: { ref: PDFRef; dict: PDFDict; count: number }[] = pages.map((page) => ({ ref: page.ref, dict: page.node, count: 1 }));
  while (level.length > fanout) {
    const next: typeof level = [];
    for (let i = 0; i < level.length; i += fanout) {
      const group = level.slice(i, i + fanout);
      const count = group.reduce((sum, kid) => sum + kid.count, 0);
      const dict = context.obj({ Type: 'Pages', Kids: group.map((kid) => kid.ref), Count: count });
      const ref = context.register(dict);
      for (const kid of group) kid.dict.set(PDFName.of('Parent'), ref);
      next.push({ ref, dict, count });
    }
    level = next;
  }
  for (const kid of level) kid.dict.set(PDFName.of('Parent'), rootRef);
  root.set(PDFName.of('Kids'), context.obj(level.map((kid) => kid.ref)) as PDFArray);
  root.set(PDFName.of('Count'), PDFNumber.of(pages.length));
}
