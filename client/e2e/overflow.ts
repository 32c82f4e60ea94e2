/** What widens a page past its window: the browser tests' no-sideways-scroll check, naming the culprits. */
import type { Page } from 'playwright-core';

export interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The elements that widen the document, furthest right first (a short CSS path, right edge and width). */
  offenders: { element: string; right: number; width: number }[];
}

/**
 * The document's overflow to the right, or null when it fits the window. The offenders are found by
 * taking each element that reaches past the right edge out of the layout in turn: those whose removal
 * narrows the document, the ones that narrow it most first (a clipped child of a scrolling table does not count, a
 * positioned child that escapes its scroller does).
 */
export function horizontalOverflow(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const { scrollWidth, clientWidth } = root;
    if (scrollWidth <= clientWidth) return null;
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = element; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const classes = [...e.classList].slice(0, 2).map((c) => `.${c}`).join('');
        parts.unshift(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${classes}`);
      }
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
    };
    const candidates = [...document.body.querySelectorAll<HTMLElement | SVGElement>('*')]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.right + window.scrollX > clientWidth + 0.5)
      .slice(0, 400);
    const widening = candidates
      .map((candidate) => {
        const { style } = candidate.element;
        const [display, priority] = [style.getPropertyValue('display'), style.getPropertyPriority('display')];
        style.setProperty('display', 'none', 'important');
        const without = root.scrollWidth;
        style.setProperty('display', display, priority);
        return { ...candidate, without };
      })
      .filter(({ without }) => without < scrollWidth);
    const deepest = widening.filter(({ element }) => !widening.some((other) => other.element !== element && element.contains(other.element)));
    // Those whose removal narrows the document most come first (the cause rather than its neighbours).
    const offenders = (deepest.length ? deepest : candidates.map((candidate) => ({ ...candidate, without: scrollWidth })))
      .sort((a, b) => a.without - b.without || b.rect.right - a.rect.right)
      .slice(0, 5)
      .map(({ element, rect }) => ({ element: describe(element), right: Math.round(rect.right + window.scrollX), width: Math.round(rect.width) }));
    return { scrollWidth, clientWidth, offenders };
  });
}

/** One line per overflow, for a test's failure list (empty when the page fits). */
export function describeOverflow(where: string, overflow: Overflow | null): string[] {
  if (!overflow) return [];
  const offenders = overflow.offenders.map((o) => `    ${o.element} (right edge ${o.right}px, ${o.width}px wide)`).join('\n');
  return [`${where}: document ${overflow.scrollWidth}px wide in a ${overflow.clientWidth}px window; furthest right:\n${offenders}`];
}
