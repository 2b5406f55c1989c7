import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import type { IdentityDb } from '../db.ts';
import { browserCompat } from './browser-compat.ts';
import { DEV_COOKIE_KEYS } from './env.ts';
import { interactionRoutes } from './interactions.ts';
import { buildProvider } from './provider.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { loadOrCreateSigningKeys } from './signing-keys.ts';

export const PRODUCTION_REFUSAL =
  'The embedded identity provider is the local default only and refuses JUBA_PRODUCTION=true: production signs in with Keycloak.';

export interface IdpOptions {
  db: IdentityDb;
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Defaults to the address it listens on. */
  issuer?: string;
  spaOrigin?: string;
  audience?: string;
  cookieKeys?: string[];
  production?: boolean;
  /** Failed sign-ins per account and address (sign-in-throttle.ts). */
  throttle: SignInThrottle;
}

export interface RunningIdp {
  issuer: string;
  /** Where it listens, e.g. http://127.0.0.1:43121 */
  url: string;
  provider: Provider;
  server: Server;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve, reject) => {
    server.close((err) => (err ? reject(err) : resolve()));
    server.closeAllConnections();
  });

export async function createIdp(options: IdpOptions): Promise<RunningIdp> {
  if (options.production) throw new Error(PRODUCTION_REFUSAL);
  const { db, port = 0, host = '127.0.0.1', spaOrigin = 'http://localhost:4000', audience = 'urn:juba:api', cookieKeys = DEV_COOKIE_KEYS.split(',') } = options;

  const server = createServer();
  const address = await listen(server, port, host);
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  const issuer = options.issuer ?? url;

  try {
    const jwks = await loadOrCreateSigningKeys(db);
    const provider = buildProvider({ db, issuer, spaOrigin, audience, cookieKeys, jwks });
    provider.use(browserCompat({ spaOrigin, issuer, tokenPath: provider.pathFor('token') }));
    provider.use(interactionRoutes({ provider, db, spaOrigin, throttle: options.throttle }));
    server.on('request', provider.callback());
    return { issuer, url, provider, server, close: () => closeServer(server) };
  } catch (err) {
    await closeServer(server);
    throw err;
  }
}
