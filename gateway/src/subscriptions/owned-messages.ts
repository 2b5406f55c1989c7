import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { listenOnChannel } from '@juba/platform/channel-listeners';

export interface OwnedMessagesOptions<T extends { userId: string }> {
  channel: string;
  schema: z.ZodType<T>;
  /** The viewer: whoever else's messages share the channel are not passed on. */
  userId: string;
  /** Ends the stream after the message it accepts; without it only the client ends it. */
  isLast?: (message: T) => boolean;
  /**
   * Each message replaces the ones before it (a draft holds the whole text so
   * far), so a slow client is only owed the newest, not a growing backlog.
   */
  latestOnly?: boolean;
}

/**
 * The messages on one channel that belong to the viewer, for a GraphQL
 * subscription; they are buffered until the client asks for them. A
 * hand-written iterator rather than a generator so that a client leaving
 * mid-wait releases the Redis channel at once.
 */
export function ownedMessages<T extends { userId: string }>(subscriber: Redis, opts: OwnedMessagesOptions<T>): AsyncIterableIterator<T> {
  const buffered: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | undefined;
  let finished = false;
  let last: T | undefined;
  const stopListening = listenOnChannel(subscriber, opts.channel, opts.schema, (message) => {
    if (message.userId !== opts.userId || finished) return;
    if (waiting) {
      const deliver = waiting;
      waiting = undefined;
      deliver({ value: message, done: false });
    } else if (opts.latestOnly) buffered.splice(0, buffered.length, message);
    else buffered.push(message);
  });
  const finish = async (): Promise<IteratorResult<T>> => {
    if (!finished) {
      finished = true;
      waiting?.({ value: undefined, done: true });
      waiting = undefined;
      await (await stopListening)();
    }
    return { value: undefined, done: true };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next: async () => {
      await stopListening;
      if (finished || (last && opts.isLast?.(last))) return finish();
      const result = buffered.length
        ? { value: buffered.shift()!, done: false as const }
        : await new Promise<IteratorResult<T>>((resolve) => (waiting = resolve));
      if (!result.done) last = result.value;
      return result;
    },
    return: finish,
  };
}
