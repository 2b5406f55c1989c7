import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import {
  BrainQuestionPointsDocument,
  DailyPlanDocument,
  DashboardProgressDocument,
  type DashboardProgressQuery,
  DiagnosticStatusDocument,
  LatestLinguisticDiagnosticDocument,
  LearningProfileDocument,
} from '../../generated/graphql.ts';
import { RedirectIfStillHere } from '../../lib/routing/RedirectIfStillHere.tsx';
import { buttonClass } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { Loading } from '../../lib/ui/Loading.tsx';
import type { CurrentUser } from '../../lib/current-user.ts';
import { BrainWidget } from './brain/BrainWidget.tsx';
import { diagnosticData, studentProfile, withLinguisticDiagnostic } from './brain/student-profile.ts';
import { LionMascot } from './mascot/LionMascot.tsx';
import { COMPLEMENTARY_TOOLS, sessionTotalMinutes, SCIENTIFIC_MODULES, sessionSteps, type LinkCardData } from './phases.ts';

/**
 * Spec part 1 §2: the home dashboard in six phases. A learner without a
 * learning profile starts with the placement diagnostic at /learning-path.
 * The other reads only fill in the cards: when one fails, its card shows its
 * defaults and the rest of the dashboard still works.
 */
export function DashboardPage({ user }: { user: CurrentUser }) {
  const profile = useQuery(LearningProfileDocument);
  if (profile.loading) {
    return <Loading label="Carregando seu painel..." />;
  }
  if (profile.data && profile.data.learningProfile === null) return <RedirectIfStillHere to="/learning-path" />;
  const onboardingPending = profile.data?.learningProfile?.onboardingCompleted === false;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:px-6">
      <WelcomeBanner firstName={user.firstName} onboardingPending={onboardingPending} />
      <Phase number={1} title="Diagnóstico Inicial" subtitle="Um cérebro adaptativo que aprende com você.">
        <Brain />
      </Phase>
      <Phase number={2} title="Plano de Estudos com IA" subtitle="Um plano feito para o seu estilo, tempo e objetivos.">
        <Link to="/adaptive-plan" className={buttonClass()}>
          Ver Plano IA Adaptativo
        </Link>
      </Phase>
      <Phase number={3} title="Módulos Científicos" subtitle="Cinco módulos baseados em como o cérebro aprende idiomas.">
        <CardGrid cards={SCIENTIFIC_MODULES} />
      </Phase>
      <DailySession />
      <Phase number={5} title="Ferramentas Complementares" subtitle="Para praticar do seu jeito, quando quiser.">
        <CardGrid cards={COMPLEMENTARY_TOOLS} />
      </Phase>
      <Phase number={6} title="Progresso e Métricas" subtitle="Acompanhe sua evolução.">
        <Metrics />
      </Phase>
    </div>
  );
}

function WelcomeBanner({ firstName, onboardingPending }: { firstName: string; onboardingPending: boolean }) {
  return (
    <section className="flex flex-col gap-6 rounded-2xl bg-gradient-to-r from-orange-500 to-amber-400 p-6 text-white shadow-md md:flex-row md:items-center md:justify-between md:p-8">
      <div>
        <h1 className="text-2xl font-extrabold md:text-3xl">Olá, {firstName}! Bem-vindo de volta ao Juba.</h1>
        <p className="mt-2 max-w-xl text-amber-50">
          Seu inglês americano cresce um pouco a cada dia. Converse com o tutor ou deixe a IA montar o seu plano de estudos.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/conversation" className="rounded-lg bg-white px-4 py-2 font-semibold text-orange-700 shadow hover:bg-amber-50">
            Iniciar Conversa
          </Link>
          <Link to="/adaptive-plan" className="rounded-lg border border-white/80 px-4 py-2 font-semibold text-white hover:bg-white/10">
            Criar Plano de Estudos IA
          </Link>
          {onboardingPending && (
            <Link to="/onboarding" className="rounded-lg border border-white/80 px-4 py-2 font-semibold text-white hover:bg-white/10">
              Personalizar meu perfil
            </Link>
          )}
        </div>
      </div>
      <LionMascot />
    </section>
  );
}

function Phase({ number, title, subtitle, children }: { number: number; title: string; subtitle: string; children: ReactNode }) {
  const id = `phase-${number}`;
  return (
    <Card as="section" aria-labelledby={id}>
      <p className="text-xs font-bold tracking-wider text-orange-600 uppercase">Fase {number}</p>
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{subtitle}</p>
      {children}
    </Card>
  );
}

function CardGrid({ cards }: { cards: readonly LinkCardData[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className="block h-full rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 transition hover:shadow-md hover:ring-orange-300">
            <span className="font-bold text-orange-700">{card.title}</span>
            <span className="mt-1 block text-sm text-stone-600">{card.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Brain() {
  const status = useQuery(DiagnosticStatusDocument);
  const diagnostic = status.data?.diagnosticStatus.diagnostic;
  const points = useQuery(BrainQuestionPointsDocument, { skip: !diagnostic });
  const data = diagnosticData(
    diagnostic,
    points.data?.learningPathQuestions.map((q) => q.points),
  );
  const linguistic = useQuery(LatestLinguisticDiagnosticDocument).data?.linguisticDiagnostic;
  return <BrainWidget profile={withLinguisticDiagnostic(studentProfile(data), linguistic)} fromDiagnostic={data !== null || Boolean(linguistic)} />;
}

/** Phase 4: today's four steps, with the minutes today's plan gives them. */
function DailySession() {
  const { data } = useQuery(DailyPlanDocument);
  const steps = sessionSteps(data?.dailyPlan);
  return (
    <Phase number={4} title="Sessão Diária" subtitle={`Quatro passos, ${sessionTotalMinutes(steps)} minutos no total.`}>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.to}>
            <Link
              to={step.to}
              className="flex h-full flex-col rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 transition hover:shadow-md hover:ring-orange-300"
            >
              <span className="flex items-center justify-between">
                <span className="font-bold text-orange-700">
                  {i + 1}. {step.title}
                </span>
                <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-stone-700 ring-1 ring-amber-200">{step.minutes} min</span>
              </span>
              <span className="mt-2 text-xs font-semibold text-stone-500 uppercase">{step.label}</span>
              <span className="text-sm text-stone-800">{step.detail}</span>
            </Link>
          </li>
        ))}
      </ol>
    </Phase>
  );
}

function Metrics() {
  const { data, error } = useQuery(DashboardProgressDocument);
  return (
    <div className="flex flex-col gap-4">
      <MetricFigures progress={data?.progress} failed={Boolean(error)} />
      <Link to="/progress" className="self-start font-semibold text-orange-700 hover:underline">
        Ver relatório completo <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}

/** Zeros shown before the figures arrive, or when they cannot be read, would pass for the learner's own. */
function MetricFigures({ progress, failed }: { progress: DashboardProgressQuery['progress'] | undefined; failed: boolean }) {
  if (!progress)
    return failed ? (
      <p role="alert" className="text-sm text-red-800">
        Não foi possível carregar suas métricas. Recarregue a página.
      </p>
    ) : (
      <p role="status" className="text-sm text-stone-600">
        Carregando suas métricas...
      </p>
    );
  const stats = [
    { label: 'Minutos de prática', value: String(progress.totalMinutes) },
    { label: 'Palavras aprendidas', value: String(progress.wordsLearned) },
    { label: 'Precisão de pronúncia', value: `${Math.round(progress.pronunciationLevel ?? 0)}%` },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <dt className="text-sm text-stone-600">{stat.label}</dt>
          <dd className="text-2xl font-extrabold text-stone-900">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
