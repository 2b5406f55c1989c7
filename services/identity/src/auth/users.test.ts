import { afterAll, describe, expect, it } from 'vitest';
import { testViewer } from '@juba/platform/testing/subgraph';
import { createIdentityDb } from '../db.ts';
import { provisionUser } from './users.ts';

const db = createIdentityDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

describe('provisionUser', () => {
  it('creates the user from the token on first use', async () => {
    const v = testViewer({ firstName: 'Ana' });
    const user = await provisionUser(db, v);
    expect(user).toMatchObject({ id: v.userId, firstName: 'Ana', isAdmin: false });
    expect(await db.user.count({ where: { id: v.userId } })).toBe(1);
  });

  it('keeps one row and follows changes made at the identity provider', async () => {
    const v = testViewer({ firstName: 'Ana' });
    await provisionUser(db, v);
    const again = await provisionUser(db, { ...v, firstName: 'Ana Clara', isAdmin: true });
    expect(again).toMatchObject({ firstName: 'Ana Clara', isAdmin: true });
    expect(await db.user.count({ where: { id: v.userId } })).toBe(1);
  });
});

describe('provisionUser on repeated reads', () => {
  it('does not rewrite an unchanged user', async () => {
    const v = testViewer({ firstName: 'Ana' });
    const first = await provisionUser(db, v);
    const again = await provisionUser(db, v);
    expect(again.updatedAt).toEqual(first.updatedAt);
  });
});
