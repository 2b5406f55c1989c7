import { type ReactNode, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ChallengesDocument, DailyPlanDocument } from '../../generated/graphql.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { Loading } from '../../lib/ui/Loading.tsx';
import type { Challenge } from './challenge-style.ts';
import { ChallengeList } from './ChallengeList.tsx';
import { RunningChallenge } from './RunningChallenge.tsx';

/**
 * Spec part 1 §2 Challenge zone at /challenges: the list, then one challenge
 * running. The featured challenge is today's plan's; when the plan cannot be
 * read it is the first.
 */
export function ChallengesPage() {
  const challenges = useQuery(ChallengesDocument);
  const plan = useQuery(DailyPlanDocument);
  const [running, setRunning] = useState<Challenge | null>(null);

  let content: ReactNode;
  if (challenges.loading || plan.loading) content = <Loading label="Loading challenges..." visibleLabel />;
  else if (running) content = <RunningChallenge key={running.id} challenge={running} onCompleted={() => setRunning(null)} onLeave={() => setRunning(null)} />;
  else {
    const list = challenges.data?.challenges ?? [];
    const featured = list.find((challenge) => challenge.id === plan.data?.dailyPlan.challengeActivity.challengeId) ?? list[0];
    content = featured ? (
      <ChallengeList challenges={list} featured={featured} onStart={setRunning} />
    ) : (
      <Card as="section" padding="xl" className="text-center">
        <p className="text-stone-700">{challenges.error ? 'We could not load the challenges right now.' : 'No challenges available right now.'}</p>
        <Button className="mt-4" onClick={() => void challenges.refetch().catch(() => {})}>
          Try again
        </Button>
      </Card>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold text-stone-900">Challenge Zone</h1>
        <p className="mt-1 text-stone-600">Desafios cronometrados de situações reais: fale em inglês e marque cada ponto que você cobriu.</p>
      </header>
      {content}
    </div>
  );
}
