/** "4.5 out of 5 stars". */
export function ratingLabel(rating: number): string {
  return `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5 stars`;
}

/** Five stars filled to `rating` (fractions shown as a partly filled star), read out as "4.5 out of 5 stars". */
export function StarRating({ rating, size = 'medium' }: { rating: number; size?: 'small' | 'medium' | 'large' }) {
  const percent = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={ratingLabel(rating)}>
      <span className="stars__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__full" aria-hidden="true" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
