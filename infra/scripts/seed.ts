// Seeds the local default: the demo learner and admin accounts of the embedded identity provider.
import { createIdentityDb } from '@juba/identity/db';
import { seedAccounts } from '@juba/identity/idp/seed';

const db = createIdentityDb(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/juba');
try {
  await seedAccounts(db);
  console.log('seeded demo accounts');
} finally {
  await db.$disconnect();
}
