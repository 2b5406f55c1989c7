import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createIdentityDb } from './db.ts';
import { provisionUser } from './users.ts';

const db = createIdentityDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

const viewer = () => ({
  userId: randomUUID(),
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Souza',
  profileImageUrl: null,
  isAdmin: false,
});

describe('provisionUser', () => {
  it('creates the user from the token on first use', async () => {
    const v = viewer();
    const user = await provisionUser(db, v);
    expect(user).toMatchObject({ id: v.userId, firstName: 'Ana', isAdmin: false });
    expect(await db.user.count({ where: { id: v.userId } })).toBe(1);
  });

  it('keeps one row and follows changes made at the identity provider', async () => {
    const v = viewer();
    await provisionUser(db, v);
    const again = await provisionUser(db, { ...v, firstName: 'Ana Clara', isAdmin: true });
    expect(again).toMatchObject({ firstName: 'Ana Clara', isAdmin: true });
    expect(await db.user.count({ where: { id: v.userId } })).toBe(1);
  });
});

describe('provisionUser on repeated reads', () => {
  it('does not rewrite an unchanged user', async () => {
    const v = viewer();
    const first = await provisionUser(db, v);
    const again = await provisionUser(db, v);
    expect(again.updatedAt).toEqual(first.updatedAt);
  });
});
