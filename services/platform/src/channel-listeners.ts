import type { Redis } from 'ioredis';
import type { z } from 'zod';

type MessageListener = (message: unknown) => void;

interface Channel {
  listeners: Set<MessageListener>;
  subscribed: Promise<unknown>;
}

/** Channels joined per subscriber connection, so concurrent listeners share one SUBSCRIBE. */
const channelsBySubscriber = new WeakMap<Redis, Map<string, Channel>>();

function channelsOf(subscriber: Redis): Map<string, Channel> {
  let channels = channelsBySubscriber.get(subscriber);
  if (!channels) {
    const created = new Map<string, Channel>();
    subscriber.on('message', (channel: string, message: string) => {
      const listeners = created.get(channel)?.listeners;
      if (!listeners) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      for (const listener of listeners) listener(parsed);
    });
    channelsBySubscriber.set(subscriber, created);
    channels = created;
  }
  return channels;
}

/**
 * Listens to one pub/sub channel on a subscriber-mode connection and passes on
 * the JSON messages `schema` accepts; publishers are other processes, so
 * anything else is dropped. Resolves once Redis confirmed the subscription
 * (also for a listener joining a channel whose SUBSCRIBE is still in flight),
 * so nothing published afterwards is missed. Resolves with the function that
 * stops listening.
 */
export async function listenOnChannel<T>(subscriber: Redis, name: string, schema: z.ZodType<T>, listener: (message: T) => void): Promise<() => Promise<void>> {
  const channels = channelsOf(subscriber);
  let channel = channels.get(name);
  if (!channel) {
    channel = { listeners: new Set(), subscribed: subscriber.subscribe(name) };
    channels.set(name, channel);
  }
  const joined = channel;
  const accept: MessageListener = (message) => {
    const parsed = schema.safeParse(message);
    if (parsed.success) listener(parsed.data);
  };
  joined.listeners.add(accept);
  try {
    await joined.subscribed;
  } catch (err) {
    await leave();
    throw err;
  }
  async function leave() {
    joined.listeners.delete(accept);
    if (joined.listeners.size === 0 && channels.get(name) === joined) {
      channels.delete(name);
      await subscriber.unsubscribe(name).catch(() => {});
    }
  }
  return leave;
}
