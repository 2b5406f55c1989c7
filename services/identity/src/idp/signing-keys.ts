import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { IdentityDb } from '../db.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/**
 * The provider's private signing keys live in the OidcPayload table, beside
 * the sessions and refresh tokens they belong with, rather than in a file:
 * - every process pointed at the same database (a restart, a second
 *   instance, each test file) signs and verifies with the same key;
 * - resetting the database forgets accounts and tokens and the key together,
 *   so no token can outlive the accounts it names;
 * - nothing secret is written into the working tree.
 * The row never expires and is not one of the provider's own models.
 */
const SIGNING_KEYS_KIND = 'JubaSigningKeys';
const ROW_ID = `${SIGNING_KEYS_KIND}:current`;

interface StoredKeys {
  keys: JWK[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** Loads the key set, creating it on first start. Safe when several processes start at once. */
export async function loadOrCreateSigningKeys(db: IdentityDb): Promise<{ keys: JWK[] }> {
  const existing = await db.oidcPayload.findUnique({ where: { id: ROW_ID } });
  if (existing) return existing.payload as unknown as StoredKeys;

  const created: StoredKeys = { keys: [await newSigningKey()] };
  // ON CONFLICT DO NOTHING: whichever process inserts first wins and everyone reads its key.
  await db.oidcPayload.createMany({
    data: [{ id: ROW_ID, kind: SIGNING_KEYS_KIND, payload: created as unknown as Prisma.InputJsonValue }],
    skipDuplicates: true,
  });
  const stored = await db.oidcPayload.findUniqueOrThrow({ where: { id: ROW_ID } });
  return stored.payload as unknown as StoredKeys;
}
