import { Card } from '../../lib/ui/Card.tsx';
import { accentOf, DIFFICULTY_BADGES, type Challenge } from './challenge-style.ts';

/** Spec part 1 §2 Challenge zone, list view: the featured challenge, then the four as cards. */
export function ChallengeList({
  challenges,
  featured,
  onStart,
}: {
  challenges: readonly Challenge[];
  featured: Challenge;
  onStart: (challenge: Challenge) => void;
}) {
  return (
    <div className="flex flex-col gap-8">
      <FeaturedChallenge challenge={featured} onStart={onStart} />
      <section aria-labelledby="all-challenges-title">
        <h2 id="all-challenges-title" className="text-xl font-bold text-stone-900">
          All Challenges
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {challenges.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeCard challenge={challenge} onStart={onStart} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function FeaturedChallenge({ challenge, onStart }: { challenge: Challenge; onStart: (challenge: Challenge) => void }) {
  const accent = accentOf(challenge);
  return (
    <section aria-labelledby="featured-challenge-title" className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-amber-200">
      <div aria-hidden="true" className={`h-2 ${accent.stripe}`} />
      <div className="flex flex-col gap-4 p-6 md:flex-row md:items-center md:justify-between md:p-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-orange-600 uppercase">Desafio do dia</p>
          <h2 id="featured-challenge-title" className={`mt-1 text-3xl font-extrabold ${accent.title}`}>
            {challenge.title}
          </h2>
          <p className="mt-2 max-w-2xl text-stone-700">{challenge.description}</p>
          <p className="mt-3 max-w-2xl text-sm text-stone-600 italic">{challenge.scenario}</p>
          <ChallengeFacts challenge={challenge} />
        </div>
        <button
          type="button"
          aria-label={`Start Now: ${challenge.title}`}
          onClick={() => onStart(challenge)}
          className={`shrink-0 rounded-xl px-6 py-3 text-lg font-bold text-white shadow ${accent.button}`}
        >
          Start Now
        </button>
      </div>
    </section>
  );
}

function ChallengeCard({ challenge, onStart }: { challenge: Challenge; onStart: (challenge: Challenge) => void }) {
  const accent = accentOf(challenge);
  return (
    <Card as="article" padding="none" className="flex h-full flex-col overflow-hidden">
      <div aria-hidden="true" className={`h-1.5 ${accent.stripe}`} />
      <div className="flex flex-1 flex-col p-5">
        <h3 className={`text-lg font-bold ${accent.title}`}>{challenge.title}</h3>
        <p className="mt-2 flex-1 text-sm text-stone-600">{challenge.description}</p>
        <ChallengeFacts challenge={challenge} />
        <button
          type="button"
          aria-label={`Start Challenge: ${challenge.title}`}
          onClick={() => onStart(challenge)}
          className={`mt-4 rounded-lg px-4 py-2 font-semibold text-white ${accent.button}`}
        >
          Start Challenge
        </button>
      </div>
    </Card>
  );
}

function ChallengeFacts({ challenge }: { challenge: Challenge }) {
  const badge = DIFFICULTY_BADGES[challenge.difficulty];
  return (
    <p className="mt-3 flex items-center gap-2 text-sm">
      <span className="rounded-full bg-stone-100 px-2.5 py-0.5 font-medium text-stone-700">{challenge.duration} min</span>
      <span className={`rounded-full px-2.5 py-0.5 font-semibold ${badge.className}`}>{badge.label}</span>
    </p>
  );
}
