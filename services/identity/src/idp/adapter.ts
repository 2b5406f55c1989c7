import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { IdentityDb } from '../db.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { unwrapRefreshToken } from './refresh-token-envelope.ts';

/**
 * Stores every oidc-provider model (sessions, interactions, grants, codes,
 * refresh tokens...) in the one OidcPayload table. Rows are keyed
 * "<kind>:<id>" so ids of different models can never collide.
 */
export function prismaAdapterFactory(db: IdentityDb): AdapterFactory {
  return (kind: string) => new PrismaOidcAdapter(db, kind);
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

class PrismaOidcAdapter implements Adapter {
  constructor(
    private readonly db: IdentityDb,
    private readonly kind: string,
  ) {}

  private key(id: string): string {
    // The browser holds refresh tokens in a JWT-shaped envelope (keycloak-js
    // insists on decoding them); the stored id is the opaque part.
    const value = this.kind === 'RefreshToken' ? unwrapRefreshToken(id) : id;
    return `${this.kind}:${value}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const data = {
      kind: this.kind,
      // Drops undefined members the way the provider's own JSON would.
      payload: JSON.parse(JSON.stringify(payload)) as Prisma.InputJsonValue,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    const key = this.key(id);
    await this.db.oidcPayload.upsert({ where: { id: key }, create: { id: key, ...data }, update: data });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const row = await this.db.oidcPayload.findUnique({ where: { id: this.key(id) } });
    return this.live(row);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const row = await this.db.oidcPayload.findFirst({ where: { kind: this.kind, uid } });
    return this.live(row);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const row = await this.db.oidcPayload.findFirst({ where: { kind: this.kind, userCode } });
    return this.live(row);
  }

  async consume(id: string): Promise<void> {
    await this.db.oidcPayload.updateMany({ where: { id: this.key(id) }, data: { consumedAt: new Date() } });
  }

  async destroy(id: string): Promise<void> {
    await this.db.oidcPayload.deleteMany({ where: { id: this.key(id) } });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.oidcPayload.deleteMany({ where: { kind: this.kind, grantId } });
  }

  private live(row: { payload: unknown; expiresAt: Date | null; consumedAt: Date | null } | null): AdapterPayload | undefined {
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: epochSeconds(row.consumedAt) } : payload;
  }
}

/** Expired rows are never returned; this only reclaims their space. */
export async function purgeExpiredOidcPayloads(db: IdentityDb, now = new Date()): Promise<number> {
  const { count } = await db.oidcPayload.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
