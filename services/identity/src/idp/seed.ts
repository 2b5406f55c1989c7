import type { IdentityDb } from '../db.ts';
import { ROLES } from './accounts.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Local-default sign-ins, printed by the README and the start script. Never used in production. */
export const SEED_ACCOUNTS = [
  {
    email: 'aluno@juba.local',
    password: 'juba-aluno-123',
    firstName: 'Lia',
    lastName: 'Martins',
    roles: [ROLES.learner],
  },
  {
    email: 'admin@juba.local',
    password: 'juba-admin-123',
    firstName: 'Rafael',
    lastName: 'Costa',
    roles: [ROLES.learner, ROLES.admin],
  },
] as const;

export const SEED_CREDENTIALS = {
  learner: { email: SEED_ACCOUNTS[0].email, password: SEED_ACCOUNTS[0].password },
  admin: { email: SEED_ACCOUNTS[1].email, password: SEED_ACCOUNTS[1].password },
} as const;

/**
 * Idempotent: creates the accounts, or puts back their documented names,
 * roles and password when someone changed them, so the printed credentials
 * always work. Returns the account ids by e-mail.
 */
export interface SeedAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: readonly string[];
}

export async function seedAccounts(db: IdentityDb, accounts: readonly SeedAccount[] = SEED_ACCOUNTS): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const seed of accounts) {
    const profile = { firstName: seed.firstName, lastName: seed.lastName, roles: [...seed.roles] };
    const existing = await db.account.findUnique({ where: { email: seed.email } });
    if (existing) {
      const passwordHash = (await verifyPassword(seed.password, existing.passwordHash)) ? existing.passwordHash : await hashPassword(seed.password);
      await db.account.update({ where: { id: existing.id }, data: { ...profile, passwordHash } });
      ids[seed.email] = existing.id;
    } else {
      const created = await db.account.upsert({
        where: { email: seed.email },
        create: { email: seed.email, passwordHash: await hashPassword(seed.password), ...profile },
        update: profile,
      });
      ids[seed.email] = created.id;
    }
  }
  return ids;
}
