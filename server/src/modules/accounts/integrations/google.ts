import {
  createRemoteJWKSet,
  errors as jose,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Config } from '../../../config.ts';

/** Who a verified Google ID token says the user is. */
export interface GoogleIdentity {
  /** Google's stable account id (the `sub` claim); emails can change hands, this cannot. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  /** The Google Workspace domain of the account (the `hd` claim), null for a consumer account. */
  hostedDomain: string | null;
  name: string;
  picture: string | null;
}

/** Why a token was refused; for logs only, users see the error's fixed message. */
export type GoogleTokenFailure =
  | 'not-configured'
  | 'malformed'
  | 'wrong-algorithm'
  | 'unknown-key'
  | 'bad-signature'
  | 'expired'
  | 'wrong-issuer'
  | 'wrong-audience'
  | 'missing-subject'
  | 'invalid-claims'
  | 'keys-unavailable';

/** A Google credential that cannot be trusted; the message is safe to show, `reason` is for logs. */
export class GoogleTokenError extends Error {
  constructor(readonly reason: GoogleTokenFailure) {
    super('Google sign-in failed. Please try again.');
    this.name = 'GoogleTokenError';
  }
}

/** Checks the ID token Sign in with Google (or One Tap) handed the browser. */
export interface GoogleIdTokenVerifier {
  /** False when no client id is configured; verify then always throws. */
  readonly enabled: boolean;
  verify(idToken: string): Promise<GoogleIdentity>;
}

/** The issuer Google puts in its ID tokens (some older tokens leave out the scheme). */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** A verifier for tokens issued to the configured client id, with keys from the configured JWKS. */
export function createGoogleVerifier(config: Config['google']): GoogleIdTokenVerifier {
  const { clientId } = config;
  if (!clientId) {
    return {
      enabled: false,
      verify: async () => {
        throw new GoogleTokenError('not-configured');
      },
    };
  }
  // One key set per verifier, so Google's keys are fetched once and cached between sign-ins.
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));
  return { enabled: true, verify: (idToken) => verifyGoogleIdToken(idToken, clientId, keys) };
}

async function verifyGoogleIdToken(idToken: string, clientId: string, keys: JWTVerifyGetKey): Promise<GoogleIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: [GOOGLE_ISSUER, 'accounts.google.com'],
      audience: clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp'],
    }));
  } catch (error) {
    throw new GoogleTokenError(failureOf(error));
  }
  if (!payload.sub) throw new GoogleTokenError('missing-subject');
  return identityOf(payload, payload.sub);
}

function failureOf(error: unknown): GoogleTokenFailure {
  if (error instanceof jose.JWTExpired) return 'expired';
  if (error instanceof jose.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'wrong-issuer';
    if (error.claim === 'aud') return 'wrong-audience';
    if (error.claim === 'sub') return 'missing-subject';
    return 'invalid-claims';
  }
  if (error instanceof jose.JWSSignatureVerificationFailed) return 'bad-signature';
  if (error instanceof jose.JOSEAlgNotAllowed) return 'wrong-algorithm';
  if (error instanceof jose.JWKSNoMatchingKey) return 'unknown-key';
  if (error instanceof jose.JWSInvalid || error instanceof jose.JWTInvalid) return 'malformed';
  // Anything else is the key set itself: unreachable, timed out, not JSON, not a key set.
  return 'keys-unavailable';
}

function identityOf(payload: JWTPayload, subject: string): GoogleIdentity {
  const email = text(payload.email);
  const fullName = [text(payload.given_name), text(payload.family_name)].filter(Boolean).join(' ');
  return {
    subject,
    email,
    // Google sends a boolean, but older tokens carried the string "true".
    emailVerified: email !== null && (payload.email_verified === true || payload.email_verified === 'true'),
    hostedDomain: text(payload.hd)?.toLowerCase() ?? null,
    name: text(payload.name) ?? (fullName || (email ?? '')),
    picture: text(payload.picture),
  };
}

/**
 * The address Google is authoritative for (lower case), or null. Google's backend-auth guide: Google
 * hosts and vouches for an address only when it is a Gmail one (`@gmail.com`) or a Google Workspace one
 * (`email_verified` and an `hd` claim; here `hd` must also be the address's own domain). For any other
 * address `email_verified` only says Google checked the mailbox when the Google account was made; it may
 * have changed hands since (a recycled company mailbox), so it proves nothing about who holds it now.
 */
export function authoritativeEmail(identity: GoogleIdentity): string | null {
  if (!identity.email || !identity.emailVerified) return null;
  const email = identity.email.toLowerCase();
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return domain === 'gmail.com' || (identity.hostedDomain !== null && identity.hostedDomain === domain) ? email : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
