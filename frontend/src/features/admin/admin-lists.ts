import type { ApolloCache } from '@apollo/client';
import { forgetRootField } from '../../lib/apollo/cache.ts';

/**
 * Mutation options for an admin write that may change which items a list
 * holds (spec part 1 §7: the lists are refreshed after each write). Reads are
 * cache-first and each filter's answer is cached apart, so a filter viewed
 * before the write would come back as it was: dropping every cached answer of
 * the list makes the one on screen read again at once, and the others when
 * they are shown.
 */
export function refreshingEveryList(listField: 'adminContent' | 'adminConfigs') {
  return {
    update(cache: ApolloCache) {
      forgetRootField(cache, listField);
    },
  };
}
