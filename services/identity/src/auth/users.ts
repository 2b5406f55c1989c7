import type { Viewer } from '@juba/platform/viewer';
import type { IdentityDb } from '../db.ts';

/**
 * Provisions the user from the verified token, so a name, picture or role
 * changed at the identity provider shows up on next use. Reads are the common
 * case: the row is written only when it is new or the token says something new.
 */
export async function provisionUser(db: IdentityDb, viewer: Viewer) {
  const fields = {
    email: viewer.email,
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    profileImageUrl: viewer.profileImageUrl,
    isAdmin: viewer.isAdmin,
  };
  const existing = await db.user.findUnique({ where: { id: viewer.userId } });
  if (existing && (Object.keys(fields) as (keyof typeof fields)[]).every((key) => existing[key] === fields[key])) return existing;
  return db.user.upsert({ where: { id: viewer.userId }, create: { id: viewer.userId, ...fields }, update: fields });
}
