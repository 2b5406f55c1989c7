import type { ApolloCache } from '@apollo/client';
import { forgetRootField } from '../apollo/cache.ts';

/**
 * Call after a write that changed the learner's progress on the server (a
 * challenge completed, practice recorded). Progress has no id, so a
 * mutation's answer cannot update it in place: dropping the cached one makes
 * every screen that shows it (the top bar's counters, the dashboard's
 * metrics, the progress report) read it again, at once when on screen and
 * on arrival otherwise.
 */
export function forgetProgress(cache: ApolloCache): void {
  forgetRootField(cache, 'progress');
}
