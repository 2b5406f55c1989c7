import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import { StepProgress } from '../../lib/ui/RunLayout.tsx';
import { nextQuestion, totalPoints, type AnsweredQuestion, type Question } from './diagnostic-run.ts';
import { MASTERY_TILES, masteryByModule } from './mastery.ts';
import { QuestionCard } from './QuestionCard.tsx';

/** Spec part 2 §2.11: the questions one at a time, under a header with the points and the progress. */
export function DiagnosticQuiz({ questions, onFinish }: { questions: readonly Question[]; onFinish: (answered: AnsweredQuestion[]) => void }) {
  const navigate = useNavigate();
  const [answered, setAnswered] = useState<AnsweredQuestion[]>([]);
  const [current, setCurrent] = useState<Question | null>(() => nextQuestion(questions, []));

  const advance = () => {
    const next = nextQuestion(questions, answered);
    if (next) setCurrent(next);
    else onFinish(answered);
  };

  const total = questions.length;
  const number = answered.filter((a) => a.id !== current?.id).length + 1;
  const percent = total ? Math.round((answered.length / total) * 100) : 0;
  const mastery = masteryByModule(answered);

  return (
    <div className="flex flex-col gap-5">
      <Card as="header" padding="md">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-extrabold text-stone-900">Diagnóstico Inicial</h1>
          <div className="flex items-center gap-3">
            <span className="rounded-full bg-amber-100 px-3 py-1 font-bold text-orange-800">{totalPoints(answered)} pontos</span>
            <Button variant="secondary" size="sm" onClick={() => navigate('/')}>
              Home
            </Button>
          </div>
        </div>
        <StepProgress className="mt-4" step={`Questão ${number} de ${total}`} percent={percent} label="Progresso do diagnóstico" />
      </Card>

      <ul aria-label="Domínio por módulo" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {MASTERY_TILES.map((tile) => (
          <li key={tile.key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-amber-200">
            <span className="flex justify-between text-sm">
              <span className="font-medium text-stone-700">{tile.label}</span>
              <span className="font-bold text-orange-700">{mastery[tile.key]}%</span>
            </span>
            <ProgressBar percent={mastery[tile.key]} label={`Domínio em ${tile.label}`} className="mt-2 h-1.5" />
          </li>
        ))}
      </ul>

      {current && <QuestionCard key={current.id} question={current} onAnswered={(answer) => setAnswered((list) => [...list, answer])} onAdvance={advance} />}
    </div>
  );
}
