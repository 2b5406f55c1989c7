import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import { scoreBand } from '../../lib/ui/score-band.ts';
import { SUB_SCORE_ASPECTS, type PhoneticSubScores } from './model.ts';

/** The result panel's fluency, completeness and prosody: each a banded bar and what to do next. */
export function SubScoresSection({ subScores }: { subScores: PhoneticSubScores }) {
  return (
    <section aria-labelledby="phonetic-sub-scores-title">
      <h3 id="phonetic-sub-scores-title" className="text-sm font-semibold text-stone-700">
        Fluência, Completude e Prosódia
      </h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-3">
        {SUB_SCORE_ASPECTS.map(({ key, label }) => {
          const { score, advice } = subScores[key];
          const band = scoreBand(score);
          return (
            <li key={key} className="rounded-lg bg-stone-50 p-3 text-sm">
              <p className="flex items-baseline justify-between font-semibold text-stone-900">
                <span>{label}</span>
                <span className={`rounded-full px-2 py-0.5 ${band.badgeClassName}`}>{score}%</span>
              </p>
              <ProgressBar percent={score} label={label} className="mt-2 h-2" barClassName={band.barClassName} />
              <p className="mt-2 text-stone-700">{advice}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Histórico's one line of the same scores, without the advice. */
export function SubScoresSummary({ subScores }: { subScores: PhoneticSubScores }) {
  return (
    <dl className="mt-2 flex flex-wrap gap-2 text-xs">
      {SUB_SCORE_ASPECTS.map(({ key, label }) => (
        <div key={key} className={`flex gap-1 rounded-full px-2 py-0.5 ${scoreBand(subScores[key].score).badgeClassName}`}>
          <dt>{label}</dt>
          <dd className="font-semibold">{subScores[key].score}%</dd>
        </div>
      ))}
    </dl>
  );
}
