import { readCaret, type BoxCaret } from './box-caret.ts';

/** What a visitor had put in index.html's prerendered header box when the app's own box took its place. */
export interface FirstViewBoxState {
  text: string;
  caret: BoxCaret;
}

/**
 * index.html's prerendered header box (client/vite/prerender.ts), in which a visitor may type before
 * the app runs, followed from the app's first render until the app's box takes its place. The two
 * moments differ: React renders, then replaces #root's children when it commits, and keys typed in
 * between went into the prerendered box only.
 */
export interface FirstViewBox {
  /** Its text when the app first rendered. */
  readonly text: string;
  /** Its text, focus and caret now, or as they were when React removed it; null after the first call. */
  take(): FirstViewBoxState | null;
}

/** Whether the app's box has taken the prerendered one's place (it happens once a page load). */
let taken = false;

/** Starts following the prerendered header box; null when there is none or the app has already taken over. */
export function followFirstViewBox(): FirstViewBox | null {
  if (taken) return null;
  const box = document.querySelector<HTMLInputElement>('#root[data-first-view] input.header-search__input');
  if (!box) return null;
  let focused = box.ownerDocument.activeElement === box;
  const onFocus = () => {
    focused = true;
  };
  // React removing the box is not the visitor leaving it, but Chromium sends a blur as it removes it,
  // with the box still in the page: a blur counts once the task that sent it is over and the box is
  // still there (a removal by React's commit is over by then, and take() was called during it).
  const onBlur = () =>
    queueMicrotask(() => {
      if (box.isConnected) focused = false;
    });
  box.addEventListener('focus', onFocus);
  box.addEventListener('blur', onBlur);
  return {
    text: box.value,
    take() {
      if (taken) return null;
      taken = true;
      box.removeEventListener('focus', onFocus);
      box.removeEventListener('blur', onBlur);
      // A removed input keeps its value and selection.
      const caret = readCaret(box);
      return { text: box.value, caret: box.isConnected ? caret : { ...caret, focused } };
    },
  };
}

/** For tests: a new page load. */
export function resetFirstViewBoxForTests(): void {
  taken = false;
}
