import { type ReactNode, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { COOLDOWN_ADVERTISED_MINUTES, COOLDOWN_SETS, cooldownSetForFocus, type CooldownSet } from '@juba/contracts/cooldown';
import { DailyPlanDocument } from '../../generated/graphql.ts';
import { newPracticeId, useRecordFinishedRun } from '../../lib/practice/record-practice.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { formatElapsed } from '../../lib/ui/elapsed.ts';
import { Loading } from '../../lib/ui/Loading.tsx';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { RunStart } from '../../lib/ui/RunLayout.tsx';
import { CooldownComplete } from './CooldownComplete.tsx';
import { CooldownRun } from './CooldownRun.tsx';
import { useCooldown } from './use-cooldown.ts';

/**
 * Spec part 2 §2.4 Cool-down at /cooldown: it opens on the set of today's
 * plan's focus (the first set when the plan cannot be read or names none this
 * screen has), another set can be picked, and a finished run is recorded as
 * practice.
 */
export function CooldownPage() {
  const plan = useQuery(DailyPlanDocument);
  const setOfTheDay = cooldownSetForFocus(plan.data?.dailyPlan.cooldownActivity.content.focus) ?? null;
  const [picked, setPicked] = useState<CooldownSet | null>(null);
  const set = picked ?? setOfTheDay ?? COOLDOWN_SETS[0]!;
  const cooldown = useCooldown();
  const { state } = cooldown;
  const { toast } = useToast();
  useRecordFinishedRun('cooldown', state, () =>
    toast({ title: 'Cool-down Completo!', description: `Você completou ${state.sentence} frases em ${formatElapsed(state.seconds)}.` }),
  );

  const start = () => cooldown.start(newPracticeId());

  let content: ReactNode;
  if (plan.loading) content = <Loading label="Carregando o tema do dia..." visibleLabel />;
  else if (state.phase === 'start')
    content = <StartScreen set={set} setOfTheDay={setOfTheDay} onPick={(id) => setPicked(COOLDOWN_SETS.find((s) => s.id === id) ?? null)} onStart={start} />;
  else if (state.phase === 'running') content = <CooldownRun set={set} state={state} onRight={cooldown.right} onWrong={cooldown.wrong} onRestart={start} />;
  else content = <CooldownComplete set={set} state={state} onAgain={start} />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:px-6">
      <ModuleHeader title="Cool-down" />
      {content}
    </div>
  );
}

function StartScreen({ set, setOfTheDay, onPick, onStart }: { set: CooldownSet; setOfTheDay: CooldownSet | null; onPick(id: string): void; onStart(): void }) {
  return (
    <RunStart eyebrow={set === setOfTheDay ? 'Tema do dia' : 'Tema escolhido'} title={set.focus} startLabel="Começar Cool-down" onStart={onStart}>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm font-semibold">
        <li className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">{set.sentences.length} frases</li>
        <li className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">{COOLDOWN_ADVERTISED_MINUTES} minutos</li>
        <li className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">Com dicas</li>
      </ul>
      <p className="mt-4 text-stone-700">
        Feche o dia completando frases com a palavra que falta. Cada frase tem uma dica em português; a resposta certa leva você à próxima.
      </p>
      <label className="mt-6 block text-sm font-semibold text-stone-800">
        Escolher outro tema
        <select
          value={set.id}
          onChange={(event) => onPick(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-amber-300 bg-white px-3 py-2 font-normal text-stone-800"
        >
          {COOLDOWN_SETS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.focus}
              {s === setOfTheDay ? ' · tema do dia' : ''}
            </option>
          ))}
        </select>
      </label>
    </RunStart>
  );
}
