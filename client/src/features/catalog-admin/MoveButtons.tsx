/**
 * Reordering a list with buttons (accessible without drag and drop): "↑ Up" / "↓ Down" per item,
 * the new order of ids to save, and keyboard focus kept on the moved item once the list re-renders
 * in its new order. Used by the page editor (demo pages) and the course chapters and lessons.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/index.ts';

export type MoveBy = -1 | 1;

/** The ids in their new order once the item at `index` moves up (-1) or down (1) one place. */
export function movedOrder(ids: readonly string[], index: number, by: MoveBy): string[] {
  const order = [...ids];
  const [moved] = order.splice(index, 1);
  order.splice(index + by, 0, moved!);
  return order;
}

export interface MoveFocus {
  /** The ref of an item's up or down button. */
  buttonRef: (id: string, direction: 'up' | 'down') => (element: HTMLButtonElement | null) => void;
  /** After a saved move: focus the moved item's button in its new place (the other one at the top or bottom). */
  focusMoved: (id: string, by: MoveBy, landed: number, count: number) => void;
}

/** Focus for a reorderable list; `items` is what re-renders in the new order (focus moves after it does). */
export function useMoveFocus(items: unknown): MoveFocus {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    buttons.current.get(pending)?.focus();
    setPending(null);
  }, [pending, items]);
  return {
    buttonRef: (id, direction) => (element) => {
      const key = `${id}:${direction}`;
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    focusMoved: (id, by, landed, count) => {
      // At the top or bottom its button in that direction is disabled: keep focus on the other one.
      const direction = by === -1 ? (landed === 0 ? 'down' : 'up') : landed === count - 1 ? 'up' : 'down';
      setPending(`${id}:${direction}`);
    },
  };
}

interface MoveButtonsProps {
  id: string;
  /** The item as the buttons name it, e.g. "demo page 2" → "Move demo page 2 up". */
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  focus: MoveFocus;
  onMove: (by: MoveBy) => void;
}

/** An item's "↑ Up" and "↓ Down" buttons (disabled at the top and bottom). */
export function MoveButtons({ id, name, index, count, disabled = false, focus, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button
        size="sm"
        aria-label={`Move ${name} up`}
        disabled={index === 0 || disabled}
        ref={focus.buttonRef(id, 'up')}
        onClick={() => onMove(-1)}
      >
        ↑ Up
      </Button>
      <Button
        size="sm"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1 || disabled}
        ref={focus.buttonRef(id, 'down')}
        onClick={() => onMove(1)}
      >
        ↓ Down
      </Button>
    </>
  );
}
