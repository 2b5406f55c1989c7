import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isCooldownAnswer, type CooldownSet } from '@juba/contracts/cooldown';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { ElapsedTimer, RunLayout } from '../../lib/ui/RunLayout.tsx';
import { Sentence } from './Sentence.tsx';
import type { CooldownState } from './use-cooldown.ts';

/** Spec part 2 §2.4 and §5: one sentence to fill in, its hint, Check Answer (also Enter), Restart, the timer and 'All Sentences'. */
export function CooldownRun({
  set,
  state,
  onRight,
  onWrong,
  onRestart,
}: {
  set: CooldownSet;
  state: CooldownState;
  onRight(): void;
  onWrong(): void;
  onRestart(): void;
}) {
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
    <RunLayout
      about={<p className="font-semibold">{set.focus}</p>}
      clock={<ElapsedTimer seconds={state.seconds} />}
      step={`Frase ${state.sentence + 1}/${total}`}
      percent={Math.round((state.sentence / total) * 100)}
      progressLabel="Progresso do cool-down"
      review={{
        title: 'All Sentences',
        items: set.sentences.map((s, index) => (
          <>
            {index + 1}. <Sentence sentence={s} answered={index < state.sentence} />
          </>
        )),
        current: state.sentence,
      }}
    >
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
        <Button type="submit" size="lg" disabled={!answer.trim()}>
          Check Answer
        </Button>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => {
            setAnswer('');
            onRestart();
          }}
        >
          Restart
        </Button>
      </form>
    </RunLayout>
  );
}
