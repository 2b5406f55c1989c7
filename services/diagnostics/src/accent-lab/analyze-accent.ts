import { ACCENT_LAB_EXERCISES, accentLabExercise } from '@juba/contracts/accent-lab';
import { appError, badInput } from '@juba/platform/errors';
import type { DiagnosticsContext } from '../context.ts';
import { storedSoundAnalysis } from '../phonetics/analysis.ts';
import { PHONETIC_MESSAGES } from '../phonetics/messages.ts';
import { parseBase64Recording } from '../phonetics/recording.ts';
import { requestAnalysis } from '../phonetics/request-analysis.ts';
import { waitForSession } from '../phonetics/wait.ts';
import { ACCENT_LAB_MESSAGES } from './messages.ts';

/**
 * The lab's scoring (spec part 2 §7 POST /api/accent-analysis): how well the
 * exercise's sound was said in its sample word. It is a short job on the
 * phonetic-analysis queue, like a sentence, and this waits for it.
 */
export async function analyzeAccent(
  ctx: Pick<DiagnosticsContext, 'db' | 'jobOutbox' | 'subscriber'>,
  userId: string,
  args: { exerciseId: string; audio: string; targetSounds: readonly string[] },
  timeoutMs?: number,
): Promise<{ accuracyScore: number; heardSpeech: boolean }> {
  const exercise = accentLabExercise(args.exerciseId);
  if (!exercise) throw badInput(ACCENT_LAB_MESSAGES.unknownExercise(ACCENT_LAB_EXERCISES.map((e) => e.id)));
  if (!args.targetSounds.includes(exercise.targetSound)) throw badInput(ACCENT_LAB_MESSAGES.wrongSound(exercise.id, exercise.targetSound));
  const audio = parseBase64Recording(args.audio);
  const target = { kind: 'accentLab' as const, targetText: exercise.sampleWord, exerciseId: exercise.id, targetSound: exercise.targetSound };
  const pending = await requestAnalysis(ctx, userId, target, audio);
  const done = await waitForSession(ctx, userId, pending.id, timeoutMs);
  const score = storedSoundAnalysis.safeParse(done.analysis);
  if (done.status === 'FAILED' || !score.success) throw appError('UNAVAILABLE', done.error ?? PHONETIC_MESSAGES.failed);
  return { accuracyScore: Math.round(score.data.accuracyScore), heardSpeech: score.data.heardSpeech };
}
