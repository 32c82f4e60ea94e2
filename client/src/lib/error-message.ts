import { HttpError } from './http.ts';

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const SIGNED_OUT_MESSAGE = 'Please sign in to continue.';

interface GraphQLErrorLike {
  message?: string;
  extensions?: { code?: string };
}

// Relay attaches the server's answer to the error it throws when a response has errors and no data.
function graphQLErrors(error: unknown): GraphQLErrorLike[] {
  const source = (error as { source?: { errors?: unknown } } | null)?.source;
  return Array.isArray(source?.errors) ? (source.errors as GraphQLErrorLike[]) : [];
}

const STATUS_BY_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };

/** The HTTP-like status of a failed operation: 401/403/404 from the GraphQL error code or HTTP status, else 500. */
export function errorStatus(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  const code = graphQLErrors(error)[0]?.extensions?.code;
  return (code && STATUS_BY_CODE[code]) || 500;
}

/** A message for a user from a failed HTTP call or GraphQL operation. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.statusMessage || error.message;
  const [first] = graphQLErrors(error);
  if (first?.extensions?.code === 'UNAUTHENTICATED') return SIGNED_OUT_MESSAGE;
  if (first?.message) return first.message;
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return UNEXPECTED_ERROR_MESSAGE;
}
