import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isCooldownAnswer, type CooldownSet } from '@juba/contracts/cooldown';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { formatElapsed } from '../../lib/ui/elapsed.ts';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import { Sentence } from './Sentence.tsx';
import type { CooldownState } from './use-cooldown.ts';

/** Spec part 2 §2.4 and §5: one sentence to fill in, its hint, Check Answer (also Enter), Restart, the timer and 'All Sentences'. */
export function CooldownRun({ set, state, onRight, onWrong, onRestart }: { set: CooldownSet; state: CooldownState; onRight(): void; onWrong(): void; onRestart(): void }) {
  const { toast } = useToast();
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const total = set.sentences.length;
  const sentence = set.sentences[state.sentence]!;

  // Each new sentence (and a restart) puts the caret back in the field.
  useEffect(() => input.current?.focus(), [state.sentence, state.runId]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) return;
    if (isCooldownAnswer(answer, sentence.answer)) {
      toast({ title: 'Correto!', description: sentence.complete });
      setAnswer('');
      onRight();
    } else {
      toast({ title: 'Tente novamente', description: 'Não está correto. Use a dica para ajudar!', variant: 'destructive' });
      onWrong();
    }
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="cooldown-sentence" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-amber-200">
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
          <p className="font-semibold">{set.focus}</p>
          <span role="timer" aria-label="Tempo decorrido" className="font-mono font-semibold">
            {formatElapsed(state.seconds)}
          </span>
        </div>
        <h2 id="cooldown-sentence" className="mt-4 text-sm font-semibold text-orange-700">
          Frase {state.sentence + 1}/{total}
        </h2>
        <ProgressBar percent={Math.round((state.sentence / total) * 100)} label="Progresso do cool-down" className="mt-2 h-2" />
        <p className="mt-6 text-2xl font-bold text-stone-900">
          <Sentence sentence={sentence} answered={false} />
        </p>
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-stone-800">
          <span className="font-semibold">Dica: </span>
          {sentence.hint}
        </p>
        <form onSubmit={check} className="mt-6 flex flex-wrap items-end gap-3">
          <label className="flex-1 text-sm font-semibold text-stone-800">
            Sua resposta
            <input
              ref={input}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              lang="en"
              className="mt-1 block w-full rounded-lg border border-amber-300 bg-white px-3 py-2 text-lg font-normal text-stone-900"
            />
          </label>
          <button type="submit" disabled={!answer.trim()} className="rounded-lg bg-orange-600 px-5 py-2.5 font-semibold text-white hover:bg-orange-700 disabled:cursor-not-allowed disabled:opacity-60">
            Check Answer
          </button>
          <button
            type="button"
            onClick={() => {
              setAnswer('');
              onRestart();
            }}
            className="rounded-lg border border-amber-300 bg-white px-4 py-2.5 font-semibold text-stone-800 hover:bg-amber-50">
            Restart
          </button>
        </form>
      </section>

      <section aria-labelledby="cooldown-all" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-amber-200">
        <h2 id="cooldown-all" className="mb-3 font-bold text-stone-900">
          All Sentences
        </h2>
        <ol className="space-y-2 text-stone-800">
          {set.sentences.map((s, index) => (
            <li key={s.incomplete} aria-current={index === state.sentence ? 'step' : undefined} className={index === state.sentence ? 'font-semibold text-orange-800' : undefined}>
              {index + 1}. <Sentence sentence={s} answered={index < state.sentence} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
