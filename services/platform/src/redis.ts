import { Redis } from 'ioredis';

/**
 * BullMQ's production guide: workers and subscribers must retry forever
 * (maxRetriesPerRequest: null) so a Redis blip never drops them, while API-side
 * producers fail fast (no offline queue) so a request does not hang on Redis.
 */
export function redisForWorker(url: string) {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
}

export function redisForProducer(url: string) {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 5000 });
}

export function redisForSubscriber(url: string) {
  return new Redis(url, { maxRetriesPerRequest: null });
}

/** The one Redis command a process needs to announce something on pub/sub (an ioredis client fits; tests pass fakes). */
export interface Publisher {
  publish(channel: string, message: string): Promise<unknown>;
}
