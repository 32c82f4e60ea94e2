/**
 * A polite live region that only screen readers hear: what just changed on the screen (an item
 * moved, added or deleted) when the change itself is not announced.
 */
export function Announcement({ message }: { message: string }) {
  return (
    <p className="ui-visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  );
}
