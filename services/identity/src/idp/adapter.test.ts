import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createIdentityDb } from '../db.ts';
import { prismaAdapterFactory, purgeExpiredOidcPayloads } from './adapter.ts';
import { wrapRefreshToken } from './refresh-token-envelope.ts';

const db = createIdentityDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

const adapterFor = prismaAdapterFactory(db);
const id = () => randomUUID().replaceAll('-', '');

describe('Prisma adapter for oidc-provider', () => {
  it('stores, finds and replaces a payload', async () => {
    const sessions = adapterFor('Session');
    const key = id();
    await sessions.upsert(key, { accountId: 'a1', uid: `uid-${key}` }, 60);
    expect(await sessions.find(key)).toEqual({ accountId: 'a1', uid: `uid-${key}` });
    await sessions.upsert(key, { accountId: 'a2', uid: `uid-${key}` }, 60);
    expect(await sessions.find(key)).toEqual({ accountId: 'a2', uid: `uid-${key}` });
    expect(await sessions.findByUid(`uid-${key}`)).toEqual({ accountId: 'a2', uid: `uid-${key}` });
    expect(await sessions.find(id())).toBeUndefined();
  });

  it('keeps models apart even when ids are equal', async () => {
    const key = id();
    await adapterFor('Grant').upsert(key, { accountId: 'grant-owner' }, 60);
    await adapterFor('Interaction').upsert(key, { accountId: 'interaction-owner' }, 60);
    expect(await adapterFor('Grant').find(key)).toEqual({ accountId: 'grant-owner' });
    expect(await adapterFor('Interaction').find(key)).toEqual({ accountId: 'interaction-owner' });
  });

  it('never returns an expired payload, and purging removes it', async () => {
    const codes = adapterFor('AuthorizationCode');
    const key = id();
    await codes.upsert(key, { accountId: 'a', grantId: 'g' }, 1);
    expect(await codes.find(key)).toBeDefined();
    await db.oidcPayload.update({ where: { id: `AuthorizationCode:${key}` }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await codes.find(key)).toBeUndefined();
    expect(await purgeExpiredOidcPayloads(db)).toBeGreaterThanOrEqual(1);
    expect(await db.oidcPayload.count({ where: { id: `AuthorizationCode:${key}` } })).toBe(0);
  });

  it('keeps payloads without an expiry until destroyed', async () => {
    const grants = adapterFor('Grant');
    const key = id();
    await grants.upsert(key, { accountId: 'a' });
    expect(await grants.find(key)).toEqual({ accountId: 'a' });
    await grants.destroy(key);
    expect(await grants.find(key)).toBeUndefined();
  });

  it('marks a consumed payload, and a later upsert does not un-consume it', async () => {
    const tokens = adapterFor('RefreshToken');
    const key = id();
    await tokens.upsert(key, { accountId: 'a', grantId: 'g' }, 60);
    await tokens.consume(key);
    const consumed = await tokens.find(key);
    expect(typeof consumed?.consumed).toBe('number');
    expect(Math.abs(consumed!.consumed - Date.now() / 1000)).toBeLessThan(5);
    await tokens.upsert(key, { accountId: 'a', grantId: 'g' }, 60);
    expect((await tokens.find(key))?.consumed).toBeDefined();
  });

  it('finds a refresh token by the JWT-shaped value the browser holds', async () => {
    const tokens = adapterFor('RefreshToken');
    const key = id();
    await tokens.upsert(key, { accountId: 'a', grantId: 'g' }, 60);
    const envelope = wrapRefreshToken(key, { iss: 'http://localhost:4400', azp: 'juba-spa' });
    expect(envelope.split('.')).toHaveLength(2);
    expect(await tokens.find(envelope)).toEqual({ accountId: 'a', grantId: 'g' });
    expect(await adapterFor('AccessToken').find(envelope)).toBeUndefined();
  });

  it('finds device codes by user code', async () => {
    const deviceCodes = adapterFor('DeviceCode');
    const key = id();
    const userCode = `ABCD-${key.slice(0, 4)}`;
    await deviceCodes.upsert(key, { userCode, grantId: 'g' }, 60);
    expect(await deviceCodes.findByUserCode(userCode)).toEqual({ userCode, grantId: 'g' });
    expect(await deviceCodes.findByUserCode('NOPE-NOPE')).toBeUndefined();
  });

  it('revokes by grant only within its own model', async () => {
    const grantId = id();
    const [at, rt, other] = [id(), id(), id()];
    await adapterFor('AccessToken').upsert(at, { grantId }, 60);
    await adapterFor('RefreshToken').upsert(rt, { grantId }, 60);
    await adapterFor('RefreshToken').upsert(other, { grantId: id() }, 60);
    await adapterFor('RefreshToken').revokeByGrantId(grantId);
    expect(await adapterFor('RefreshToken').find(rt)).toBeUndefined();
    expect(await adapterFor('RefreshToken').find(other)).toBeDefined();
    expect(await adapterFor('AccessToken').find(at)).toBeDefined();
  });
});
