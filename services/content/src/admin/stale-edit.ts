import { STALE_EDIT_MESSAGE } from '@juba/contracts/admin-edits';
import { appError, badInput } from '@juba/platform/errors';

/**
 * Two admins editing the same record: the editor sends the updatedAt it
 * loaded, and a write over a newer version is refused rather than silently
 * undoing the other admin's change. Callers without one (the REST facade,
 * whose body the spec fixes) keep last-write-wins.
 */
export function refuseStaleEdit(currentUpdatedAt: string, expectedUpdatedAt: string | null | undefined): void {
  if (expectedUpdatedAt == null) return;
  const expected = Date.parse(expectedUpdatedAt);
  if (Number.isNaN(expected)) throw badInput(`expectedUpdatedAt must be an ISO date-time (got "${expectedUpdatedAt}")`);
  if (expected !== Date.parse(currentUpdatedAt)) throw appError('CONFLICT', STALE_EDIT_MESSAGE);
}
