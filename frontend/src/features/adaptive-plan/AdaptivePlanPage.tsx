import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { PLAN_FLOW_POINTS_PER_MINUTE, learningPathRoute } from '@juba/contracts/adaptive-plan';
import {
  AdaptivePlanDocument,
  CompletePlanActivityDocument,
  CreateAdaptivePlanDocument,
  DiagnosticStatusDocument,
  GeneratePlanActivitiesDocument,
  SkipPlanActivityDocument,
  type AdaptivePlanFieldsFragment,
  type AdaptivePlanInput,
  type GeneratePlanActivitiesMutation,
} from '../../generated/graphql.ts';
import { forgetRootField } from '../../lib/apollo/cache.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { Loading } from '../../lib/ui/Loading.tsx';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { ActivePlan, CurrentActivity, InfoCards, TodayProgress } from './ActivePlan.tsx';
import { DEFAULT_PLAN_FORM, prefillPlanForm } from './plan-form.ts';
import { PlanForm } from './PlanForm.tsx';
import { usePlanGeneration, type PlanActivity } from './use-plan-generation.ts';

const TRY_AGAIN = 'Tente novamente em alguns instantes.';

/** Spec part 2 §2.12: /adaptive-plan, the AI adaptive study plan. */
export function AdaptivePlanPage() {
  const { data, loading, refetch } = useQuery(AdaptivePlanDocument, { fetchPolicy: 'network-only' });
  // The diagnostic only fills in a new plan's form; without it the form keeps its defaults.
  const status = useQuery(DiagnosticStatusDocument);
  const [editing, setEditing] = useState(false);

  if (loading || status.loading) return <Loading label="Carregando seu plano..." />;
  const plan = data?.adaptivePlan ?? null;
  const diagnostic = status.data?.diagnosticStatus.hasCompleted ? status.data.diagnosticStatus.diagnostic : null;
  const showForm = !plan || editing;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 md:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ModuleHeader title="Plano IA Adaptativo" />
        {plan && !editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Reconfigurar
          </Button>
        )}
      </div>
      {!plan && (
        <section className="rounded-2xl bg-amber-50 p-6 text-center ring-1 ring-amber-200">
          <h2 className="text-xl font-bold text-stone-900">Nenhum Plano IA Configurado</h2>
          <p className="mt-1 text-stone-700">Conte como você aprende e o que quer alcançar: o Juba monta um plano para você.</p>
        </section>
      )}
      {showForm ? (
        <CreatePlan
          key={plan?.id ?? 'new'}
          initial={plan ? formOf(plan) : diagnostic ? prefillPlanForm(diagnostic) : DEFAULT_PLAN_FORM}
          replacing={plan !== null}
          onCreated={() => {
            setEditing(false);
            void refetch();
          }}
          onCancel={plan ? () => setEditing(false) : undefined}
        />
      ) : (
        <PlanView plan={plan} current={data?.currentPlanActivity ?? null} today={data?.planProgressToday ?? null} refresh={() => void refetch()} />
      )}
      <InfoCards />
    </div>
  );
}

const formOf = ({
  learningStyle,
  availableTime,
  studyHours,
  primaryGoal,
  learningPreference,
  difficultyPreference,
  focusAreas,
  motivationStyle,
}: AdaptivePlanFieldsFragment): AdaptivePlanInput => ({
  learningStyle,
  availableTime,
  studyHours,
  primaryGoal,
  learningPreference,
  difficultyPreference,
  focusAreas,
  motivationStyle,
});

function CreatePlan({
  initial,
  replacing,
  onCreated,
  onCancel,
}: {
  initial: AdaptivePlanInput;
  replacing: boolean;
  onCreated: () => void;
  onCancel: (() => void) | undefined;
}) {
  const { toast } = useToast();
  const [createPlan, { loading }] = useMutation(CreateAdaptivePlanDocument, {
    // Spec part 2 §7: the daily plan is drawn from the new plan (and the challenges with it).
    update: (cache) => {
      for (const field of ['dailyPlan', 'challenges']) forgetRootField(cache, field);
    },
  });
  const submit = async (input: AdaptivePlanInput) => {
    try {
      await createPlan({ variables: { input } });
      toast({
        title: replacing ? 'Plano Criado com Sucesso!' : 'Plano IA Adaptativo Criado!',
        description: 'Sua sessão diária agora segue suas áreas de foco e seu tempo.',
      });
      onCreated();
    } catch (error) {
      console.warn('Creating the plan failed:', error);
      toast({ title: 'Erro ao criar plano', description: TRY_AGAIN, variant: 'destructive' });
    }
  };
  return <PlanForm initial={initial} saving={loading} onSubmit={(input) => void submit(input)} onCancel={onCancel} />;
}

function PlanView({
  plan,
  current,
  today,
  refresh,
}: {
  plan: AdaptivePlanFieldsFragment;
  current: PlanActivity | null;
  today: { completed: number; target: number } | null;
  refresh: () => void;
}) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { toast } = useToast();
  const [generation, setGeneration] = useState<GeneratePlanActivitiesMutation['generatePlanActivities'] | null>(null);
  const [generate, { loading: starting }] = useMutation(GeneratePlanActivitiesDocument);
  const [complete, { loading: completing }] = useMutation(CompletePlanActivityDocument);
  const [skip, { loading: skipping }] = useMutation(SkipPlanActivityDocument);

  const failGeneration = () => {
    setGeneration(null);
    toast({ title: 'Erro ao gerar atividade', description: TRY_AGAIN, variant: 'destructive' });
  };

  const startGeneration = async () => {
    try {
      const { data } = await generate({ variables: { planId: plan.id } });
      if (!data) throw new Error('generatePlanActivities returned no job');
      setGeneration(data.generatePlanActivities);
    } catch (error) {
      console.warn('Starting the activity generation failed:', error);
      failGeneration();
    }
  };

  const startPath = () => {
    toast({ title: 'Iniciando Trilha de Aprendizagem!', description: 'Vamos começar pela sua primeira área de foco.' });
    void navigate(learningPathRoute(plan.focusAreas));
  };

  const completeCurrent = async (activity: PlanActivity) => {
    try {
      await complete({ variables: { generationId: activity.generationId, activityId: activity.id } });
      for (const field of ['progress', 'dailyPlan']) forgetRootField(client.cache, field);
      toast({ title: 'Atividade Completada!', description: `+${activity.estimatedTime * PLAN_FLOW_POINTS_PER_MINUTE} pontos de fluxo.` });
      refresh();
    } catch (error) {
      console.warn('Completing the activity failed:', error);
      toast({ title: 'Erro ao completar atividade', description: TRY_AGAIN, variant: 'destructive' });
    }
  };

  const skipCurrent = async (activity: PlanActivity) => {
    try {
      await skip({ variables: { generationId: activity.generationId, activityId: activity.id } });
      refresh();
    } catch (error) {
      console.warn('Skipping the activity failed:', error);
    }
  };

  return (
    <>
      {generation ? (
        <FollowGeneration
          key={generation.id}
          plan={plan}
          started={generation}
          onStartPath={startPath}
          onCompleted={(first) => {
            setGeneration(null);
            toast({ title: 'Atividade Adaptativa Gerada!', description: first.title });
            refresh();
          }}
          onFailed={failGeneration}
        />
      ) : (
        <ActivePlan
          plan={plan}
          generating={starting ? { progress: 0, message: null } : null}
          onStartPath={startPath}
          onGenerate={() => void startGeneration()}
        />
      )}
      {current && (
        <CurrentActivity
          activity={current}
          busy={completing || skipping}
          onComplete={() => void completeCurrent(current)}
          onSkip={() => void skipCurrent(current)}
        />
      )}
      {today && today.completed > 0 && <TodayProgress completed={today.completed} target={today.target} />}
    </>
  );
}

function FollowGeneration({
  plan,
  started,
  onStartPath,
  onCompleted,
  onFailed,
}: {
  plan: AdaptivePlanFieldsFragment;
  started: GeneratePlanActivitiesMutation['generatePlanActivities'];
  onStartPath: () => void;
  onCompleted: (first: PlanActivity) => void;
  onFailed: () => void;
}) {
  const progress = usePlanGeneration(started, { onCompleted, onFailed });
  return <ActivePlan plan={plan} generating={progress} onStartPath={onStartPath} onGenerate={() => {}} />;
}
