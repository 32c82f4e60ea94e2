/** /invoice/{database id} for an Invoice's Relay id (the address the customer's links and texts use). */
export function invoicePath(globalId: string): string {
  try {
    const [typename, id] = atob(globalId).split(':');
    if (typename === 'Invoice' && id) return `/invoice/${id}`;
  } catch {
    // not a global id: used as it is
  }
  return `/invoice/${globalId}`;
}
