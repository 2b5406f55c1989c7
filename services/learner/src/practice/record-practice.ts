import { createHash } from 'node:crypto';
import { z } from 'zod';
import { learnerActivityPayload } from '@juba/contracts/jobs';
import { PRACTICE_FLOW_POINTS_PER_MINUTE, PRACTICE_MAX_MINUTES, PRACTICE_MIN_MINUTES, PRACTICE_MODULES, type PracticeModule } from '@juba/contracts/practice';
import { badInput } from '@juba/platform/errors';
import { recordActivity } from '../activity/record-activity.ts';
import type { LearnerDb } from '../db.ts';
import type { PracticeInput } from '../generated/graphql.ts';
import { activityView, type ActivityView } from '../progress/progress.ts';

/** How a module reads in the learner's recent activity and in a refusal. */
const MODULE_TEXT: Record<PracticeModule, { title: string; named: string }> = {
  warmup: { title: 'Warm-up musical', named: 'o warm-up' },
  cooldown: { title: 'Cool-down', named: 'o cool-down' },
  socratic: { title: 'Diálogo Socrático', named: 'um diálogo socrático' },
};

const PRACTICE_MESSAGES = {
  practiceId: 'practiceId deve ser um UUID: o identificador que o navegador gera para cada prática concluída.',
  module: `module deve ser um destes: ${PRACTICE_MODULES.join(', ')}.`,
  minutes: (module: PracticeModule, got: number) =>
    `minutes deve ser um número inteiro de ${PRACTICE_MIN_MINUTES} a ${PRACTICE_MAX_MINUTES[module]} para ${MODULE_TEXT[module].named} (recebido: ${got}).`,
};

const practiceIdSchema = z.guid();

interface ValidPractice {
  practiceId: string;
  module: PracticeModule;
  minutes: number;
}

/** The schema already types the input; this holds it to the module's limits, in case a caller sends what no run produces. */
function validatePractice(input: PracticeInput): ValidPractice {
  const practiceId = practiceIdSchema.safeParse(input.practiceId);
  if (!practiceId.success) throw badInput(PRACTICE_MESSAGES.practiceId);
  const module = input.module as string;
  if (!(PRACTICE_MODULES as readonly string[]).includes(module)) throw badInput(PRACTICE_MESSAGES.module);
  const valid = module as PracticeModule;
  const { minutes } = input;
  if (!Number.isInteger(minutes) || minutes < PRACTICE_MIN_MINUTES || minutes > PRACTICE_MAX_MINUTES[valid]) {
    throw badInput(PRACTICE_MESSAGES.minutes(valid, minutes));
  }
  return { practiceId: practiceId.data.toLowerCase(), module: valid, minutes };
}

/**
 * The activity id of one learner's run: a hash of the learner and the
 * browser's id, so a run sent twice is the same activity (recordActivity
 * skips it), and no learner's id can ever collide with another's.
 */
const practiceActivityId = (userId: string, practiceId: string) => `practice-${createHash('sha256').update(`${userId}\u0000${practiceId}`).digest('hex')}`;

/**
 * Records a finished run as 'practice' activity through the learner
 * service's own recording, so the answer comes back with the progress
 * already updated. The same run sent again changes nothing and is answered
 * with the activity recorded the first time.
 */
export async function recordPractice(db: LearnerDb, userId: string, input: PracticeInput, now = new Date()): Promise<ActivityView> {
  const { practiceId, module, minutes } = validatePractice(input);
  const activityId = practiceActivityId(userId, practiceId);
  await recordActivity(
    db,
    learnerActivityPayload.parse({
      activityId,
      userId,
      kind: 'practice',
      title: MODULE_TEXT[module].title,
      minutes,
      flowPoints: PRACTICE_FLOW_POINTS_PER_MINUTE * minutes,
      occurredAt: now.toISOString(),
    }),
    now,
  );
  return activityView(await db.activity.findUniqueOrThrow({ where: { id: activityId } }));
}
