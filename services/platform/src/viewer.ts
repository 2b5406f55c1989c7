import { SignJWT, jwtVerify } from 'jose';
import { forbidden, unauthenticated } from './errors.ts';

/** Who is calling, as the gateway verified it from the user's access token. */
export interface Viewer {
  /** The OpenID subject; used as the user id by every service. */
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

export const VIEWER_HEADER = 'x-juba-viewer';
const ISSUER = 'juba-gateway';
const AUDIENCE = 'juba-subgraphs';

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * The gateway re-signs the verified identity with a secret only it and the
 * subgraphs share, so a client that reaches a subgraph cannot forge a viewer.
 */
export async function signViewer(viewer: Viewer, secret: string): Promise<string> {
  return new SignJWT({ viewer })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('2m')
    .sign(key(secret));
}

export async function verifyViewer(token: string, secret: string): Promise<Viewer> {
  const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
  return payload.viewer as Viewer;
}

export interface ViewerContext {
  viewer: Viewer | null;
}

export function requireViewer(ctx: ViewerContext): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export function requireAdmin(ctx: ViewerContext): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.isAdmin) throw forbidden();
  return viewer;
}
