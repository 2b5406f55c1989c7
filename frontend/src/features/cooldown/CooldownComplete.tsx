import { useNavigate } from 'react-router-dom';
import type { CooldownSet } from '@juba/contracts/cooldown';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { formatElapsed } from '../../lib/ui/elapsed.ts';
import { Sentence } from './Sentence.tsx';
import type { CooldownState } from './use-cooldown.ts';

function attemptsNote(misses: number): string {
  if (misses === 0) return 'de primeira';
  return misses === 1 ? 'depois de 1 erro' : `depois de ${misses} erros`;
}

/** Spec part 2 §2.4: the sentence count, the total time, Tentar Novamente, Voltar ao Dashboard and the review of the answers. */
export function CooldownComplete({ set, state, onAgain }: { set: CooldownSet; state: CooldownState; onAgain(): void }) {
  const navigate = useNavigate();
  return (
    <Card as="section" className="space-y-6" aria-labelledby="cooldown-done">
      <div className="text-center">
        <h2 id="cooldown-done" className="text-2xl font-bold text-stone-900">
          Cool-down Completo!
        </h2>
        <p className="mt-1 text-stone-700">{set.focus}</p>
        <dl className="mt-4 flex justify-center gap-8">
          <div>
            <dt className="text-sm text-stone-600">Frases completadas</dt>
            <dd className="text-2xl font-bold text-stone-900">{state.sentence}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Tempo total</dt>
            <dd className="font-mono text-2xl font-bold text-stone-900">{formatElapsed(state.seconds)}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={onAgain}>
            Tentar Novamente
          </Button>
          <Button variant="secondary" size="lg" onClick={() => navigate('/')}>
            Voltar ao Dashboard
          </Button>
        </div>
      </div>
      <div>
        <h3 className="mb-3 font-bold text-stone-900">Revisão</h3>
        <ol className="space-y-3">
          {set.sentences.map((s, index) => (
            <li key={s.incomplete} className="rounded-xl border border-amber-200 p-3">
              <p className="text-stone-900">
                {index + 1}. <Sentence sentence={s} answered />
              </p>
              <p className="text-sm text-stone-700">
                {s.hint} <span className="font-semibold">({attemptsNote(state.misses[index] ?? 0)})</span>
              </p>
            </li>
          ))}
        </ol>
      </div>
    </Card>
  );
}
