import { Queue } from 'bullmq';
import { afterAll, afterEach, expect, onTestFinished, vi } from 'vitest';
import { QUEUES } from '@juba/contracts/jobs';
import { tutorDraftChannel, type TutorReplyDraft } from '@juba/contracts/tutor-drafts';
import { redisForSubscriber } from '@juba/platform/redis';
import type { OperationResult } from '@juba/platform/testing/subgraph';
import { startChatServer, type Responder } from '@juba/ai-provider/testing-server';
import { startAiSubgraph } from './ai-subgraph.ts';

/** The fields of a chat message (ConversationMessage), as a test asks for them. */
export const MESSAGE_FIELDS = 'id role text corrections { original corrected type explanation } glossary { word translation } source createdAt';

export const errorOf = (result: OperationResult) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message });

/**
 * A test file of a chat (the tutor's, the Socratic partner's): the AI
 * subgraph, a view of its learner-activity queue, and a loopback model server
 * per test (`serveModel`), closed after it.
 */
export function chatSuite() {
  const subgraph = startAiSubgraph();
  const inspect = new Queue(QUEUES.learnerActivity, { connection: subgraph.redis, prefix: subgraph.prefix });
  let model: Awaited<ReturnType<typeof startChatServer>> | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await model?.close();
    model = undefined;
  });
  afterAll(async () => {
    await inspect.obliterate({ force: true });
    await inspect.close();
    await subgraph.stop();
  });

  return {
    ...subgraph,
    inspect,
    /** A model server answering this test's requests with `responders`, in order. */
    serveModel: async (responders: Responder[]) => (model = await startChatServer(responders)),
    /** Reports are queued after the answer, so a test waits for them. */
    queuedJob: (jobId: string) =>
      vi.waitFor(async () => {
        const job = await inspect.getJob(jobId);
        expect(job).toBeDefined();
        return job!;
      }),
    /** The drafts published on a chat's channel from now on, as the gateway receives them. */
    async listenForDrafts(chatId: string) {
      const subscriber = redisForSubscriber(process.env.REDIS_URL!);
      onTestFinished(() => void subscriber.disconnect());
      const drafts: TutorReplyDraft[] = [];
      subscriber.on('message', (_channel: string, message: string) => drafts.push(JSON.parse(message)));
      await subscriber.subscribe(tutorDraftChannel(chatId));
      return drafts;
    },
    /** Publishes a marker on the service's own connection: once it arrives, every draft published before it has too. */
    async allDraftsSoFar(chatId: string, drafts: TutorReplyDraft[]) {
      await subgraph.publishDraft({ conversationId: chatId, userId: 'test-marker', replyTo: null, text: '' });
      await vi.waitFor(() => expect(drafts.at(-1)?.userId).toBe('test-marker'));
      return drafts.slice(0, -1);
    },
  };
}
