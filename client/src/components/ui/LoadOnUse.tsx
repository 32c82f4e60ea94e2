import { cloneElement, Suspense, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

interface TriggerProps {
  onClick?: (event: never) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerEnter?: (event: never) => void;
  onFocus?: (event: never) => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
}

export interface LoadOnUseProps {
  /** The button as the overlay will show it, drawn until the overlay is wanted. */
  trigger: ReactElement<TriggerProps>;
  /** What the overlay is ('menu' or 'dialog'), announced on the button. */
  popup: 'menu' | 'dialog';
  /** Loads the overlay's module (the import its React.lazy uses), so a hover or focus warms it up. */
  load: () => Promise<unknown>;
  /** The overlay with its own trigger, open from the start: drawn once the button has been pressed. */
  children: ReactNode;
}

/**
 * Keeps an overlay's code (a Radix menu or sheet and what it brings: focus scope, popper,
 * dismissable layer; some 30 KB compressed) out of every page's first load (issue 13's budget).
 * Until it is wanted, `trigger` is a plain button; pointing at or focusing it starts loading the
 * overlay's module, and pressing it (click, Enter, Space, ↓) draws `children`, whose own trigger
 * takes its place and which opens at once. `children` is a React.lazy component: the plain button
 * stays while its module arrives.
 */
export function LoadOnUse({ trigger, popup, load, children }: LoadOnUseProps) {
  const [wanted, setWanted] = useState(false);
  if (wanted) return <Suspense fallback={trigger}>{children}</Suspense>;
  const warm = () => void load().catch(() => undefined);
  return cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: warm,
    onFocus: warm,
    onClick: () => setWanted(true),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setWanted(true);
    },
  });
}
