/**
 * What s3rver leaves out and a real bucket does: it refuses requests that are not signed with the
 * bucket's credentials. s3rver serves anyone (it does not check Signature V4 at all), so a test of
 * "a private file is never readable by its bucket address" would pass whatever the shop did. This
 * gate, put in front of s3rver's routes, answers as AWS S3 does for a bucket with ACLs enabled:
 *
 * - a request with a valid Signature V4 (Authorization header, or a presigned address that has not
 *   expired) goes on;
 * - an unsigned request gets 403 AccessDenied, unless it reads an object written with a public canned
 *   ACL (`x-amz-acl: public-read` or `public-read-write`), which S3 then serves to anyone;
 * - a wrongly signed one gets 403 SignatureDoesNotMatch, an unknown key id 403 InvalidAccessKeyId.
 *
 * Signature V4 as AWS documents it ("Authenticating requests: AWS Signature Version 4", S3's variant:
 * the path is not normalised or encoded twice, the payload hash is the x-amz-content-sha256 header or
 * UNSIGNED-PAYLOAD for presigned addresses).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The part of a Koa context the gate uses (s3rver is a Koa application). */
export interface GateContext {
  method: string;
  req: { url?: string };
  headers: IncomingHttpHeaders;
  status: number;
  body: unknown;
  type: string;
}

type Next = () => Promise<unknown>;

const PUBLIC_CANNED_ACLS = new Set(['public-read', 'public-read-write']);

const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function hmac(key: Buffer | string, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

function s3Error(ctx: GateContext, code: string, message: string) {
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

interface Signed {
  accessKeyId: string;
  scope: string;
  date: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** Query parameters that are part of the signature (all but X-Amz-Signature). */
  query: [string, string][];
  expired: boolean;
}

function parseQuery(rawQuery: string): [string, string][] {
  if (!rawQuery) return [];
  return rawQuery.split('&').map((part) => {
    const at = part.indexOf('=');
    const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, '%20'));
    return at < 0 ? [decode(part), ''] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
  });
}

/** The request's Signature V4 claim, or null when it carries none (anonymous). */
function signatureOf(headers: IncomingHttpHeaders, query: [string, string][], now: Date): Signed | 'malformed' | null {
  const authorization = headers.authorization;
  const queryMap = new Map(query);
  if (authorization) {
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
    if (!match) return 'malformed';
    const [, accessKeyId, date, rest, signedHeaders, signature] = match as unknown as string[];
    return {
      accessKeyId: accessKeyId!,
      date: date!,
      scope: `${date}/${rest}`,
      amzDate: String(headers['x-amz-date'] ?? ''),
      signedHeaders: signedHeaders!.split(';'),
      signature: signature!,
      payloadHash: String(headers['x-amz-content-sha256'] ?? ''),
      query,
      expired: false,
    };
  }
  if (queryMap.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256') {
    const [accessKeyId, date, ...rest] = (queryMap.get('X-Amz-Credential') ?? '').split('/');
    const amzDate = queryMap.get('X-Amz-Date') ?? '';
    const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    const expires = Number(queryMap.get('X-Amz-Expires'));
    if (!accessKeyId || !date || !Number.isFinite(signedAt) || !Number.isInteger(expires)) return 'malformed';
    return {
      accessKeyId,
      date,
      scope: [date, ...rest].join('/'),
      amzDate,
      signedHeaders: (queryMap.get('X-Amz-SignedHeaders') ?? '').split(';'),
      signature: queryMap.get('X-Amz-Signature') ?? '',
      payloadHash: queryMap.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
      query: query.filter(([name]) => name !== 'X-Amz-Signature'),
      expired: now.getTime() > signedAt + expires * 1000,
    };
  }
  return null;
}

function expectedSignature(method: string, path: string, headers: IncomingHttpHeaders, signed: Signed, secretAccessKey: string): string {
  const canonicalQuery = signed.query
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signed.signedHeaders.map((name) => `${name}:${String(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [method, path, canonicalQuery, canonicalHeaders, signed.signedHeaders.join(';'), signed.payloadHash].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', signed.amzDate, signed.scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const [date, region, service, terminator] = signed.scope.split('/') as [string, string, string, string];
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), terminator);
  return hmac(signingKey, stringToSign).toString('hex');
}

/**
 * A Koa middleware refusing what a private bucket refuses. `credentials` are the bucket owner's keys;
 * objects written with a public canned ACL are remembered (by path) and then readable by anyone.
 */
export function privateBucketGate(credentials: { accessKeyId: string; secretAccessKey: string }) {
  const publicObjects = new Set<string>();
  return async function gate(ctx: GateContext, next: Next) {
    const url = ctx.req.url ?? '/';
    const at = url.indexOf('?');
    const path = at < 0 ? url : url.slice(0, at);
    const query = parseQuery(at < 0 ? '' : url.slice(at + 1));
    const signed = signatureOf(ctx.headers, query, new Date());
    if (signed === 'malformed') return s3Error(ctx, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    if (signed === null) {
      const readsPublicObject = (ctx.method === 'GET' || ctx.method === 'HEAD') && publicObjects.has(path) && !query.some(([name]) => name === 'acl');
      if (readsPublicObject) return next();
      return s3Error(ctx, 'AccessDenied', 'Access Denied');
    }
    if (signed.accessKeyId !== credentials.accessKeyId) return s3Error(ctx, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (signed.expired) return s3Error(ctx, 'AccessDenied', 'Request has expired');
    const expected = Buffer.from(expectedSignature(ctx.method, path, ctx.headers, signed, credentials.secretAccessKey));
    const given = Buffer.from(signed.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return s3Error(ctx, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    }
    if (ctx.method === 'PUT' || ctx.method === 'DELETE') {
      const acl = String(ctx.headers['x-amz-acl'] ?? '');
      const setsAcl = query.some(([name]) => name === 'acl');
      if (ctx.method === 'PUT' && PUBLIC_CANNED_ACLS.has(acl)) publicObjects.add(path);
      else if (ctx.method === 'DELETE' || !setsAcl || acl) publicObjects.delete(path);
    }
    return next();
  };
}
