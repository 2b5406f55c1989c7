import type { Viewer } from '@juba/shared/viewer';
import type { IdentityDb } from './db.ts';

/**
 * Provisions the user from the verified token on every read, so a name,
 * picture or role changed at the identity provider shows up on next use.
 */
export async function provisionUser(db: IdentityDb, viewer: Viewer) {
  const fields = {
    email: viewer.email,
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    profileImageUrl: viewer.profileImageUrl,
    isAdmin: viewer.isAdmin,
  };
  return db.user.upsert({ where: { id: viewer.userId }, create: { id: viewer.userId, ...fields }, update: fields });
}
