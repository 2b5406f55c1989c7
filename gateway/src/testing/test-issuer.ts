import { createServer, type Server } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

/**
 * A minimal OpenID issuer for gateway tests: discovery document, JWKS and a
 * signer. It lets tests mint forged, expired and wrong-audience tokens that a
 * real provider would never issue.
 */
export async function startTestIssuer(audience = 'urn:juba:api') {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') return void res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    if (req.url === '/jwks') return void res.end(JSON.stringify({ keys: [jwk] }));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  interface TokenOptions {
    sub?: string;
    roles?: string[];
    audience?: string;
    issuer?: string;
    expiresIn?: string | number;
    /** Sign with a key the issuer never published. */
    forged?: boolean;
    claims?: JWTPayload;
  }
  async function token(opts: TokenOptions = {}) {
    const sub = opts.sub ?? `user-${Math.random().toString(36).slice(2)}`;
    return new SignJWT({
      email: `${sub}@example.com`,
      given_name: 'Lia',
      family_name: 'Martins',
      realm_access: { roles: opts.roles ?? ['learner'] },
      ...opts.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject(sub)
      .setIssuer(opts.issuer ?? issuer)
      .setAudience(opts.audience ?? audience)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(opts.expiresIn ?? '5m')
      .sign(opts.forged ? foreign.privateKey : privateKey);
  }
  return { issuer, audience, token, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
