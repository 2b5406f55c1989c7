import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { LINGUISTIC_QUESTIONS, scoreLinguisticDiagnostic } from '@juba/contracts/linguistic-diagnostic';
import { LatestLinguisticDiagnosticDocument, SubmitLinguisticDiagnosticDocument } from '../../generated/graphql.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { StepProgress } from '../../lib/ui/RunLayout.tsx';
import { advance, choose, progressPercent, QUESTION_COUNT, reveal, START, type DiagnosticSteps } from './diagnostic-steps.ts';
import { QuestionStep } from './QuestionStep.tsx';

/**
 * Spec part 2 §2.6, §4 and §8: six questions, one per step; the button
 * first reveals the explanation, then moves on or, on the last, submits the
 * scored answers. The completion screen shows whether or not the save
 * worked: a failure is only logged, as the spec's catalogue says.
 */
export function LinguisticDiagnosticPage() {
  const { toast } = useToast();
  const [steps, setSteps] = useState<DiagnosticSteps>(START);
  const [done, setDone] = useState(false);
  const [submit] = useMutation(SubmitLinguisticDiagnosticDocument, {
    // The dashboard's brain widget reads the newest result: it is this one now.
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: LatestLinguisticDiagnosticDocument, data: { linguisticDiagnostic: data.submitLinguisticDiagnostic } });
    },
  });

  const finish = (answers: DiagnosticSteps['answers']) => {
    setDone(true);
    submit({ variables: { input: scoreLinguisticDiagnostic(answers) } }).then(
      () => toast({ title: 'Diagnóstico Completo!', description: 'Seus resultados foram salvos e seu plano personalizado está sendo criado.' }),
      (err: unknown) => console.error('Linguistic diagnostic not saved:', err),
    );
  };

  const next = () => {
    if (!steps.revealed) return setSteps(reveal(steps));
    const moved = advance(steps);
    if (moved) setSteps(moved);
    else finish(steps.answers);
  };

  if (done) return <Completed />;

  const question = LINGUISTIC_QUESTIONS[steps.index]!;
  const last = steps.index + 1 === QUESTION_COUNT;
  const percent = progressPercent(steps);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <ModuleHeader title="Diagnóstico Linguístico" />
      <StepProgress className="mb-5" step={`${steps.index + 1} de ${QUESTION_COUNT}`} percent={percent} label="Progresso do diagnóstico linguístico" />
      <QuestionStep
        key={question.id}
        question={question}
        choice={steps.choice}
        revealed={steps.revealed}
        onChoose={(option) => setSteps(choose(steps, option))}
      />
      <div className="mt-4 flex justify-end">
        <Button size="lg" onClick={next} disabled={steps.choice === null}>
          {!steps.revealed ? 'Ver Explicação' : last ? 'Finalizar' : 'Próxima'}
        </Button>
      </div>
    </div>
  );
}

function Completed() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Card as="section" padding="xl" className="text-center">
        <p aria-hidden="true" className="text-5xl">
          🎯
        </p>
        <h1 className="mt-3 text-2xl font-extrabold text-stone-900">Diagnóstico Linguístico Completo!</h1>
        <p className="mt-2 text-stone-700">Suas respostas mostram onde o português mais interfere no seu inglês.</p>
        <Button size="lg" className="mt-6" onClick={() => navigate('/')}>
          Continuar para o Dashboard
        </Button>
      </Card>
    </div>
  );
}
