import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { restoreCaret, type BoxCaret } from './box-caret.ts';
import type { FirstViewBox } from './first-view-box.ts';

/**
 * A header search box coming into the page takes the place of the box before it, as it commits (so
 * no key falls between the two): on the app's first render index.html's prerendered box (its text as
 * it is by then, its focus and caret), afterwards the plain box's focus and caret (`handover`, whose
 * text HeaderSearch keeps).
 */
export function useBoxTakeOver(
  input: RefObject<HTMLInputElement | null>,
  firstView: FirstViewBox | null,
  handover: RefObject<BoxCaret | null>,
  setText: (text: string) => void,
): void {
  const textTyped = useEffectEvent(setText);
  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    const prerendered = firstView?.take();
    if (prerendered && prerendered.text !== box.value) {
      // In the box at once, for the caret; then in the state that draws it.
      box.value = prerendered.text;
      textTyped(prerendered.text);
    }
    restoreCaret(box, prerendered?.caret ?? handover.current);
    handover.current = null;
  }, [input, firstView, handover]);
}
