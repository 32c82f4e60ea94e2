/** A consignment id as the shop accepts it in a URL: letters, digits, '-' and '_' (4 to 40). */
export const CN_PATTERN = /^[A-Za-z0-9_-]{4,40}$/;

/** The customer's tracking page of a parcel. */
export function trackingUrl(baseUrl: string, cn: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/tracking/${encodeURIComponent(cn)}`;
}
