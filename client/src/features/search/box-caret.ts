/** Where the caret (or selection) of a text box was, and whether the box had focus. */
export interface BoxCaret {
  focused: boolean;
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

/** Reads `input`'s focus and caret (for handing them over to the box that replaces it). */
export function readCaret(input: HTMLInputElement): BoxCaret {
  return { focused: input.ownerDocument.activeElement === input, start: input.selectionStart, end: input.selectionEnd, direction: input.selectionDirection };
}

/** Gives `input` the focus and caret `caret` describes (nothing when the old box did not have focus). */
export function restoreCaret(input: HTMLInputElement, caret: BoxCaret | null): void {
  if (!caret?.focused) return;
  input.focus({ preventScroll: true });
  if (caret.start !== null && caret.end !== null) input.setSelectionRange(caret.start, caret.end, caret.direction ?? undefined);
}
