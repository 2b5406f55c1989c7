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
 * It signs every request it sends, an anonymous one as `null`: a subgraph
 * answers nothing that does not carry this signature.
 */
export async function signViewer(viewer: Viewer | null, secret: string): Promise<string> {
  return new SignJWT({ viewer })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('2m')
    .sign(key(secret));
}

export async function verifyViewer(token: string, secret: string): Promise<Viewer | null> {
  const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
  if (payload.viewer === undefined) throw new Error('the signed token names no viewer');
  return payload.viewer as Viewer | null;
}

/** The header of a request signed as the gateway signs it: how the gateway, the stack's readiness probe and tests reach a subgraph. */
export async function gatewaySignature(viewer: Viewer | null, secret: string): Promise<Record<typeof VIEWER_HEADER, string>> {
  return { [VIEWER_HEADER]: await signViewer(viewer, secret) };
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
