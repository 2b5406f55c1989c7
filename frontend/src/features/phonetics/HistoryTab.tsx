import { Card } from '../../lib/ui/Card.tsx';
import { scoreBand } from '../../lib/ui/score-band.ts';
import { sessionDate, type PhoneticSessionItem } from './model.ts';
import { SubScoresSummary } from './SubScores.tsx';

/** Spec part 2 §2.1 Histórico: past sessions, newest first. */
export function HistoryTab({ sessions }: { sessions: readonly PhoneticSessionItem[] }) {
  if (sessions.length === 0) return <p className="py-16 text-center text-stone-600">Nenhuma sessão de prática encontrada</p>;
  return (
    <ul className="space-y-3">
      {sessions.map((session) => (
        <Card key={session.id} as="li" padding="md">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-stone-600">{sessionDate(session.createdAt)}</p>
            <AccuracyBadge score={session.accuracyScore} />
          </div>
          <p className="mt-2 font-medium text-stone-900">{session.targetText}</p>
          {session.feedback && <p className="mt-1 text-sm text-stone-700">{session.feedback}</p>}
          {session.analysis?.subScores && <SubScoresSummary subScores={session.analysis.subScores} />}
        </Card>
      ))}
    </ul>
  );
}

function AccuracyBadge({ score }: { score: number | null }) {
  if (score === null) return null;
  return <span className={`rounded-full px-3 py-1 text-sm font-semibold ${scoreBand(score).badgeClassName}`}>{score}%</span>;
}
