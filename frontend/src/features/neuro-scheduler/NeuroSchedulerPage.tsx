import { type ReactNode, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ErrorScheduleDocument } from '../../generated/graphql.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { Loading } from '../../lib/ui/Loading.tsx';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import { PracticePanel, type Pattern } from './PracticePanel.tsx';
import { agendaPatterns, dateLabel, MASTERY_COLOURS, masteryBand, scheduleStats, typeLabel, urgentPatterns } from './schedule.ts';

const days = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}`;

function StatCards({ patterns, now }: { patterns: readonly Pattern[]; now: Date }) {
  const stats = scheduleStats(patterns, now);
  const cards = [
    ['Erros ativos', String(stats.active)],
    ['Para hoje', String(stats.dueToday)],
    ['Domínio médio', `${stats.averageMastery}%`],
    ['Resolvidos', String(stats.resolved)],
  ];
  return (
    <dl aria-label="Resumo" className="mb-6 grid grid-cols-2 gap-4 md:grid-cols-4">
      {cards.map(([label, value]) => (
        <Card key={label} padding="sm">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="text-2xl font-extrabold text-stone-900">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

function UrgentItem({ pattern, now, onPractise }: { pattern: Pattern; now: Date; onPractise: () => void }) {
  const mastery = Math.round(pattern.masteryLevel * 100);
  return (
    <li>
      <Card as="article" padding="md" aria-label={pattern.specificError}>
        <div className="flex items-center justify-between gap-2">
          <span className="rounded-full bg-orange-100 px-3 py-0.5 text-sm font-semibold text-orange-900">{typeLabel(pattern.errorType)}</span>
          <span className="text-sm text-stone-600">{dateLabel(pattern.nextReviewDate, now)}</span>
        </div>
        <p className="mt-3 text-stone-800">
          <span className="font-semibold text-red-700">Erro:</span> {pattern.specificError}
        </p>
        <p className="text-stone-800">
          <span className="font-semibold text-green-800">Correto:</span> {pattern.correctForm}
        </p>
        <div className="mt-3 flex items-center gap-3 text-sm text-stone-600">
          <span>Domínio {mastery}%</span>
          <ProgressBar
            percent={mastery}
            label={`Domínio de ${pattern.specificError}`}
            className="h-2 flex-1"
            barClassName={MASTERY_COLOURS[masteryBand(pattern.masteryLevel)].bar}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
          <span>
            {pattern.occurrenceCount} {pattern.occurrenceCount === 1 ? 'ocorrência' : 'ocorrências'} · Intervalo: {days(pattern.reviewInterval)}
          </span>
          <Button onClick={onPractise}>Praticar Agora</Button>
        </div>
      </Card>
    </li>
  );
}

function Agenda({ patterns, now }: { patterns: readonly Pattern[]; now: Date }) {
  return (
    <Card as="aside" padding="md" aria-labelledby="agenda-title">
      <h2 id="agenda-title" className="text-lg font-bold text-stone-900">
        Agenda de Revisões
      </h2>
      {patterns.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Nenhuma revisão agendada.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {patterns.map((pattern) => {
            const band = MASTERY_COLOURS[masteryBand(pattern.masteryLevel)];
            return (
              <li key={pattern.id} className="flex items-center gap-3">
                <span aria-hidden="true" className={`h-3 w-3 shrink-0 rounded-full ${band.dot}`} />
                <span className="flex-1 text-stone-800">
                  {pattern.correctForm}
                  <span className="sr-only">{`, domínio ${band.name}`}</span>
                </span>
                <span className="text-sm text-stone-600">{dateLabel(pattern.nextReviewDate, now)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** Spec part 2 §2.10 Error scheduler at /neuro-scheduler: the learner's own mistakes, reviewed on FSRS dates. */
export function NeuroSchedulerPage() {
  const schedule = useQuery(ErrorScheduleDocument);
  const [practising, setPractising] = useState<string | null>(null);
  const now = new Date();
  const patterns = schedule.data?.errorPatterns ?? [];
  const current = patterns.find((p) => p.id === practising);

  let content: ReactNode;
  if (schedule.loading) content = <Loading label="Carregando revisões..." visibleLabel />;
  else if (schedule.error && !schedule.data)
    content = (
      <Card as="section" padding="xl" className="text-center">
        <p className="text-stone-700">Não foi possível carregar suas revisões agora.</p>
        <Button className="mt-4" onClick={() => void schedule.refetch().catch(() => {})}>
          Tentar novamente
        </Button>
      </Card>
    );
  else {
    const urgent = urgentPatterns(patterns, now);
    content = (
      <>
        <StatCards patterns={patterns} now={now} />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            {current && <PracticePanel key={current.id} pattern={current} onClose={() => setPractising(null)} />}
            <section aria-labelledby="urgent-title">
              <h2 id="urgent-title" className="mb-3 text-lg font-bold text-stone-900">
                Revisão Urgente
              </h2>
              {urgent.length === 0 ? (
                <Card as="p" className="text-center text-stone-700">
                  Nenhuma revisão urgente no momento!
                </Card>
              ) : (
                <ul className="space-y-4">
                  {urgent.map((pattern) => (
                    <UrgentItem key={pattern.id} pattern={pattern} now={now} onPractise={() => setPractising(pattern.id)} />
                  ))}
                </ul>
              )}
            </section>
          </div>
          <Agenda patterns={agendaPatterns(patterns, now)} now={now} />
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6">
      <ModuleHeader title="Neuro-Agendador Anti-Erro" />
      {content}
    </div>
  );
}
