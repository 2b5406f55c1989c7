import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { LetteredOption } from '../../lib/ui/LetteredOption.tsx';
import { optionLetter } from '../../lib/ui/option-letter.ts';
import { MAX_TRIES_PER_QUESTION, NEXT_QUESTION_DELAY_MS, RETRY_RESET_MS, answerOf, grade, type AnsweredQuestion, type Question } from './diagnostic-run.ts';

type Phase = 'choosing' | 'retrying' | 'feedback';

/**
 * Spec part 2 §2.11 and §4: one question, up to two tries. A wrong first try
 * clears the choice after 2 s; a final answer shows the feedback and moves on
 * after 2.5 s, or at once with Continuar.
 */
export function QuestionCard({
  question,
  onAnswered,
  onAdvance,
}: {
  question: Question;
  onAnswered: (answer: AnsweredQuestion) => void;
  onAdvance: () => void;
}) {
  const { toast } = useToast();
  const [choice, setChoice] = useState<number | null>(null);
  const [tries, setTries] = useState(0);
  const [phase, setPhase] = useState<Phase>('choosing');
  const [correct, setCorrect] = useState(false);
  const advance = useRef(onAdvance);
  useEffect(() => {
    advance.current = onAdvance;
  });

  useEffect(() => {
    if (phase === 'retrying') {
      const timer = setTimeout(() => {
        setChoice(null);
        setPhase('choosing');
      }, RETRY_RESET_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'feedback') {
      const timer = setTimeout(() => advance.current(), NEXT_QUESTION_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  const confirm = () => {
    if (choice === null || phase !== 'choosing') return;
    const outcome = grade(question, choice, tries);
    setTries(tries + 1);
    if (outcome.kind === 'retry') {
      toast({ title: 'Tente novamente', description: `Tentativa ${outcome.triesUsed}/${MAX_TRIES_PER_QUESTION}`, variant: 'destructive' });
      setPhase('retrying');
      return;
    }
    const right = outcome.kind === 'correct';
    onAnswered(answerOf(question, right));
    if (outcome.kind === 'correct') toast({ title: 'Perfeito!', description: `+${outcome.points} pontos!` });
    else toast({ title: 'Próxima questão', description: 'Máximo 2 tentativas por questão', variant: 'destructive' });
    setCorrect(right);
    setPhase('feedback');
  };

  const locked = phase !== 'choosing';
  const correctText = `${optionLetter(question.correctAnswer)}) ${question.options[question.correctAnswer] ?? ''}`;

  return (
    <Card as="section">
      <fieldset disabled={locked}>
        <legend className="text-lg font-semibold text-stone-900">{question.question}</legend>
        <div className="mt-4 space-y-2">
          {question.options.map((option, i) => {
            const checked = choice === i;
            return <LetteredOption key={i} name={`question-${question.id}`} index={i} option={option} checked={checked} onChoose={setChoice} locked={locked} />;
          })}
        </div>
      </fieldset>

      {phase === 'retrying' && (
        <p className="mt-4 rounded-lg bg-red-50 px-4 py-2 text-sm font-medium text-red-700">Resposta incorreta. Você tem mais uma tentativa.</p>
      )}

      {phase === 'feedback' ? (
        <div className="mt-4 space-y-3">
          <p role="status" className={`rounded-lg px-4 py-3 font-semibold ${correct ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}>
            {correct ? `Correto! +${question.points} pontos` : 'Incorreto'}
            <span className="mt-1 block text-sm font-normal">Resposta correta: {correctText}</span>
          </p>
          <div className="rounded-lg bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
            <p className="font-semibold text-orange-800">Synapse Explica:</p>
            <p className="mt-1 text-stone-800">{question.explanation}</p>
          </div>
          <Button size="lg" onClick={() => advance.current()}>
            Continuar
          </Button>
        </div>
      ) : (
        <Button size="lg" className="mt-4" onClick={confirm} disabled={choice === null || locked}>
          Confirmar Resposta
        </Button>
      )}
    </Card>
  );
}
