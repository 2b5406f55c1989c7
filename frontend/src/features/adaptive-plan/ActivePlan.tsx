import { Link } from 'react-router-dom';
import type { AdaptivePlanFieldsFragment, PlanActivityFieldsFragment } from '../../generated/graphql.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import { LEARNING_PREFERENCES, LEARNING_STYLES, focusAreaLabel, labelOf, moduleLabel } from './labels.ts';

/** Spec part 2 §2.12: the active plan, its two buttons, and the generation under way. */
export function ActivePlan({
  plan,
  generating,
  onStartPath,
  onGenerate,
}: {
  plan: AdaptivePlanFieldsFragment;
  generating: { progress: number; message: string | null } | null;
  onStartPath: () => void;
  onGenerate: () => void;
}) {
  const facts = [
    { label: 'Estilo de aprendizagem', value: labelOf(LEARNING_STYLES, plan.learningStyle) },
    { label: 'Tempo diário', value: `${plan.availableTime} minutos` },
    { label: 'Preferência', value: labelOf(LEARNING_PREFERENCES, plan.learningPreference) },
    { label: 'Atividades completadas', value: String(plan.completedCount) },
  ];
  return (
    <Card as="section" aria-labelledby="active-plan-title">
      <h2 id="active-plan-title" className="text-xl font-bold text-stone-900">
        Seu Plano IA Ativo
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
            <dt className="text-sm text-stone-600">{fact.label}</dt>
            <dd className="text-lg font-bold text-stone-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-stone-600 uppercase">Meta principal</h3>
      <p className="text-stone-900">{plan.primaryGoal}</p>
      <h3 className="mt-4 text-sm font-semibold text-stone-600 uppercase">Áreas de foco</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {plan.focusAreas.map((area) => (
          <li key={area} className="rounded-full bg-orange-100 px-3 py-1 text-sm font-medium text-orange-900">
            {focusAreaLabel(area)}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button size="lg" onClick={onStartPath}>
          Iniciar Trilha de Aprendizagem
        </Button>
        <Button variant="secondary" size="lg" onClick={onGenerate} disabled={generating !== null}>
          {generating ? 'Gerando...' : 'Gerar Atividade'}
        </Button>
      </div>
      {generating && (
        <div className="mt-4">
          <ProgressBar percent={generating.progress} label="Progresso da geração da atividade" className="h-3" />
          <p aria-live="polite" className="mt-1 min-h-5 text-sm text-stone-600">
            {generating.progress}% {generating.message ?? ''}
          </p>
        </div>
      )}
    </Card>
  );
}

/** Spec part 2 §2.12: the current activity, with the module that runs it; its bar stays at 0% until it is done. */
export function CurrentActivity({
  activity,
  busy,
  onComplete,
  onSkip,
}: {
  activity: PlanActivityFieldsFragment;
  busy: boolean;
  onComplete: () => void;
  onSkip: () => void;
}) {
  return (
    <Card as="section" tone="active" aria-labelledby="current-activity-title">
      <p className="text-sm font-semibold text-orange-800">Atividade Atual · {focusAreaLabel(activity.focusArea)}</p>
      <h2 id="current-activity-title" className="text-xl font-bold text-stone-900">
        {activity.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Módulo:{' '}
        <Link to={activity.route} className="font-semibold text-orange-800 underline">
          {moduleLabel(activity.moduleType)}
        </Link>{' '}
        · {activity.estimatedTime} minutos
      </p>
      <p className="mt-4 text-stone-900">{activity.instruction}</p>
      <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-stone-800 ring-1 ring-amber-200">{activity.adaptation}</p>
      <h3 className="mt-4 text-sm font-semibold text-stone-600 uppercase">Pistas visuais</h3>
      <ul className="mt-1 list-disc pl-5 text-sm text-stone-800">
        {activity.visualCues.map((cue) => (
          <li key={cue}>{cue}</li>
        ))}
      </ul>
      <ProgressBar percent={0} label="Progresso da atividade" className="mt-4 h-2" />
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="success" size="lg" onClick={onComplete} disabled={busy}>
          Completar Atividade
        </Button>
        <Button variant="secondary" size="lg" onClick={onSkip} disabled={busy}>
          Pular por Agora
        </Button>
      </div>
    </Card>
  );
}

/** Spec part 2 §2.12 and §9: shown once an activity is done today, out of 5. */
export function TodayProgress({ completed, target }: { completed: number; target: number }) {
  return (
    <Card as="section" aria-labelledby="today-progress-title">
      <h2 id="today-progress-title" className="text-lg font-bold text-stone-900">
        Progresso de Hoje
      </h2>
      <p className="mt-1 text-stone-800">
        <strong>
          {completed}/{target}
        </strong>{' '}
        atividades
      </p>
      <ProgressBar percent={Math.min(100, Math.round((completed / target) * 100))} label="Progresso de Hoje" className="mt-3 h-3" barClassName="bg-green-600" />
    </Card>
  );
}

const INFO_CARDS = [
  { title: 'Como Funciona', text: 'Você conta como aprende, quanto tempo tem e o que quer alcançar; o Juba monta um plano e gera atividades para ele.' },
  { title: 'Adaptação Real', text: 'As atividades seguem suas áreas de foco, seu nível e os erros que você cometeu há pouco com o tutor e na pronúncia.' },
  { title: 'IA Personalizada', text: 'Cada atividade vem com instruções e pistas no seu estilo de aprendizagem, dentro do seu tempo diário.' },
] as const;

export function InfoCards() {
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {INFO_CARDS.map((card) => (
        <li key={card.title} className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <h2 className="font-bold text-orange-800">{card.title}</h2>
          <p className="mt-1 text-sm text-stone-700">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
