import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { listenOnChannel } from './channel-listeners.ts';
import { redisForSubscriber, redisForWorker } from './redis.ts';

const publisher = redisForWorker(process.env.REDIS_URL!);
const subscriber = redisForSubscriber(process.env.REDIS_URL!);

afterAll(() => {
  publisher.disconnect();
  subscriber.disconnect();
});

describe('listenOnChannel', () => {
  it('passes each listener the JSON messages its own schema accepts, over one subscription', async () => {
    const channel = `test:${randomUUID()}`;
    const greetings: { greeting: string }[] = [];
    const counts: { count: number }[] = [];
    const stops = await Promise.all([
      listenOnChannel(subscriber, channel, z.object({ greeting: z.string() }), (m) => greetings.push(m)),
      listenOnChannel(subscriber, channel, z.object({ count: z.number() }), (m) => counts.push(m)),
    ]);

    for (const message of ['not json', 'null', '{"greeting": 1}', '{"greeting": "hi"}', '{"count": 2}']) {
      expect(await publisher.publish(channel, message)).toBe(1);
    }

    await vi.waitFor(() => expect(counts).toEqual([{ count: 2 }]));
    expect(greetings).toEqual([{ greeting: 'hi' }]);
    for (const stop of stops) await stop();
    expect(await publisher.publish(channel, '{"count": 3}')).toBe(0);
  });
});
