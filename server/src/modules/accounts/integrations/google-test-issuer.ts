import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { GOOGLE_ISSUER } from './google.ts';

/** A local HTTP server standing in for an outside service in tests; `url` has no trailing slash. */
export async function listenOnLoopback(handler: RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      // fetch keeps connections alive, which would hold close() open until they time out.
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** The client id the fake issuer's tokens are for unless `sign` is told another audience. */
export const FAKE_GOOGLE_CLIENT_ID = 'pathagar-test.apps.googleusercontent.com';

const KEY_ID = 'fake-google-key-1';

/** Stands in for Google in tests: serves a JWKS on 127.0.0.1 and signs ID tokens with its key. */
export async function startFakeGoogleIssuer(): Promise<{
  jwksUrl: string;
  sign(
    claims: Record<string, unknown>,
    options?: { audience?: string; issuer?: string; expiresIn?: string },
  ): Promise<string>;
  close(): Promise<void>;
}> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] });
  const server = await listenOnLoopback((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  return {
    jwksUrl: `${server.url}/oauth2/v3/certs`,
    sign: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer(options.issuer ?? GOOGLE_ISSUER)
        .setAudience(options.audience ?? FAKE_GOOGLE_CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(privateKey),
    close: server.close,
  };
}
