import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createIdentityDb } from '../db.ts';
import { authenticate } from './accounts.ts';
import { hashPassword } from './password.ts';
import { SEED_ACCOUNTS, seedAccounts } from './seed.ts';

const db = createIdentityDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

describe('seedAccounts', () => {
  it('creates the learner and the admin once, however often it runs', async () => {
    const first = await seedAccounts(db);
    const second = await seedAccounts(db);
    expect(second).toEqual(first);
    const accounts = await db.account.findMany({ where: { email: { in: SEED_ACCOUNTS.map((a) => a.email) } }, orderBy: { email: 'asc' } });
    expect(accounts.map((a) => [a.email, a.firstName, a.lastName, a.roles])).toEqual([
      ['admin@juba.local', 'Rafael', 'Costa', ['learner', 'admin']],
      ['aluno@juba.local', 'Lia', 'Martins', ['learner']],
    ]);
    for (const a of accounts) expect(a.passwordHash).toMatch(/^scrypt\$/);
  });

  it('puts back the documented password, names and roles when they were changed', async () => {
    // Its own account, so sign-ins running in parallel with the real seeds are undisturbed.
    const seed = { email: `semente-${randomUUID()}@juba.local`, password: 'senha-da-semente', firstName: 'Lia', lastName: 'Martins', roles: ['learner'] };
    const ids = await seedAccounts(db, [seed]);
    await db.account.update({
      where: { email: seed.email },
      data: { passwordHash: await hashPassword('outra-senha-qualquer'), roles: ['learner', 'admin'], firstName: 'X' },
    });
    expect(await seedAccounts(db, [seed])).toEqual(ids);
    const account = await authenticate(db, seed.email, seed.password);
    expect(account).toMatchObject({ id: ids[seed.email], firstName: 'Lia', roles: ['learner'] });
  });
});
