/** What a page shows while its data is still on the way. */
export function PageFallback() {
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      Loading…
    </div>
  );
}
