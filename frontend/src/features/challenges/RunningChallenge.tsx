import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CompleteChallengeDocument } from '../../generated/graphql.ts';
import { forgetProgress } from '../../lib/learner/progress.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { challengeFeedback, challengeScore, formatClock, spentSeconds } from './challenge-result.ts';
import { accentOf, type Challenge } from './challenge-style.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * Spec part 1 §2 and §4, running view: the countdown, the scenario and the
 * checklist. The learner completes it, or the clock does at 0; a completion
 * is sent once at a time, and a failed one can be sent again.
 */
export function RunningChallenge({ challenge, onCompleted, onLeave }: { challenge: Challenge; onCompleted: () => void; onLeave: () => void }) {
  const { toast } = useToast();
  const totalSeconds = challenge.duration * 60;
  const remaining = useCountdown(totalSeconds);
  const [covered, setCovered] = useState<ReadonlySet<number>>(new Set());
  const sending = useRef(false);
  const [completeChallenge, { loading: submitting }] = useMutation(CompleteChallengeDocument, {
    update: (cache) => forgetProgress(cache),
  });

  const complete = async () => {
    if (sending.current) return;
    sending.current = true;
    const score = challengeScore(covered.size, challenge.requirements.length);
    const feedback = challengeFeedback(score);
    try {
      await completeChallenge({
        variables: { input: { challengeType: challenge.type, scenario: challenge.scenario, score, feedback, duration: spentSeconds(totalSeconds, remaining) } },
      });
      toast({ title: 'Challenge Complete!', description: `Score: ${Math.round(score)}%. ${feedback}` });
      onCompleted();
    } catch (error) {
      console.warn('Saving the challenge completion failed:', error);
      toast({ title: 'Error', description: 'Failed to save challenge completion.', variant: 'destructive' });
    } finally {
      sending.current = false;
    }
  };

  const timeUp = remaining === 0;
  const completedByClock = useRef(false);
  useEffect(() => {
    if (!timeUp || completedByClock.current) return;
    completedByClock.current = true;
    void complete();
  });

  const toggle = (index: number) =>
    setCovered((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const accent = accentOf(challenge);
  return (
    <section aria-labelledby="running-challenge-title" className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-amber-200">
      <div aria-hidden="true" className={`h-2 ${accent.stripe}`} />
      <div className="flex flex-col gap-6 p-6 md:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <button type="button" onClick={onLeave} className="text-sm font-medium text-stone-600 hover:text-stone-900">
              <span aria-hidden="true">←</span> All challenges
            </button>
            <h2 id="running-challenge-title" className={`mt-1 text-2xl font-extrabold ${accent.title}`}>
              {challenge.title}
            </h2>
          </div>
          <div className="text-right">
            <p id="challenge-time-left" className="text-xs font-medium tracking-wide text-stone-500 uppercase">
              Time left
            </p>
            <p
              role="timer"
              aria-labelledby="challenge-time-left"
              className={`font-mono text-4xl font-bold tabular-nums ${remaining <= 30 ? 'text-red-600' : 'text-stone-900'}`}
            >
              {formatClock(remaining)}
            </p>
          </div>
        </div>

        <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <h3 className="text-sm font-semibold text-stone-500 uppercase">Scenario</h3>
          <p className="mt-1 text-lg text-stone-900">{challenge.scenario}</p>
        </div>

        <fieldset>
          <legend className="font-semibold text-stone-900">
            Requirements{' '}
            <span className="font-normal text-stone-500">
              ({covered.size} of {challenge.requirements.length} covered)
            </span>
          </legend>
          <ul className="mt-3 flex flex-col gap-2">
            {challenge.requirements.map((requirement, index) => (
              <li key={requirement}>
                <label className="flex cursor-pointer items-start gap-3 rounded-lg p-2 hover:bg-amber-50">
                  <input type="checkbox" checked={covered.has(index)} onChange={() => toggle(index)} className="mt-1 h-5 w-5 accent-orange-600" />
                  <span className={covered.has(index) ? 'font-medium text-green-800' : 'text-stone-800'}>{requirement}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <button
          type="button"
          disabled={submitting}
          aria-busy={submitting}
          onClick={() => void complete()}
          className={`self-start rounded-xl px-6 py-3 font-bold text-white shadow disabled:cursor-not-allowed disabled:opacity-60 ${accent.button}`}
        >
          Complete Challenge
        </button>
      </div>
    </section>
  );
}
