import { SOCRATIC_GREETING, socraticTopic, withTopic } from '@juba/contracts/socratic';
import type { AiDb } from '../db.ts';
import type { MutationStartSocraticSessionArgs, SocraticSession } from '../generated/graphql.ts';
import { DEFAULT_CHAT_LEVEL, greetingMessage, messageView } from '../chat/index.ts';
import { socraticGlossaryFor } from './glossary.ts';
import { createSession } from './store.ts';

/**
 * A new Socratic session whose first message is the fixed greeting of spec
 * §4 with the topic in it, the same the screen shows offline: it needs no
 * thought, and the model sees it as its own first turn.
 */
export async function startSocraticSession(
  deps: { db: AiDb; now?: () => Date },
  userId: string,
  args: MutationStartSocraticSessionArgs,
): Promise<SocraticSession> {
  const greeting = greetingMessage(withTopic(SOCRATIC_GREETING, socraticTopic(args.topic)), socraticGlossaryFor);
  const row = await createSession(deps.db, userId, args.topic, args.level ?? DEFAULT_CHAT_LEVEL, greeting, deps.now?.() ?? new Date());
  return { id: row.id, topic: row.topic, messages: row.messages.map(messageView), startedAt: row.startedAt.toISOString() };
}
