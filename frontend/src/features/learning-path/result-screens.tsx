import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DiagnosticLevel } from '@juba/contracts/diagnostic-level';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { LEVEL_LABELS } from './level.ts';
import { MAX_DIAGNOSTIC_ATTEMPTS } from './diagnostic-run.ts';

function Panel({ children }: { children: ReactNode }) {
  return (
    <Card as="section" padding="xl" className="mx-auto max-w-xl text-center">
      {children}
    </Card>
  );
}

function DashboardButton() {
  const navigate = useNavigate();
  return (
    <Button size="lg" className="mt-6" onClick={() => navigate('/')}>
      Voltar ao Dashboard
    </Button>
  );
}

/** Spec part 2 §2.11: the learner has used both attempts. */
export function BlockedScreen() {
  return (
    <Panel>
      <h1 className="text-2xl font-extrabold text-stone-900">Limite de Tentativas Atingido</h1>
      <p className="mt-3 text-stone-700">
        Você já completou o diagnóstico {MAX_DIAGNOSTIC_ATTEMPTS} vezes. Seus resultados já estão sendo usados para personalizar o seu aprendizado.
      </p>
      <DashboardButton />
    </Panel>
  );
}

export interface CompletedAttempt {
  attempt: number;
  final: boolean;
  level: DiagnosticLevel;
  totalPoints: number;
  answeredCount: number;
}

/** Spec part 2 §2.11: the end of an attempt. */
export function CompletionScreen({ result }: { result: CompletedAttempt }) {
  return (
    <Panel>
      <h1 className="text-2xl font-extrabold text-stone-900">
        Tentativa {result.attempt} de {MAX_DIAGNOSTIC_ATTEMPTS} concluída
      </h1>
      <p className="mt-2 text-stone-700">{result.final ? 'Esta foi sua tentativa final.' : 'Você tem mais 1 tentativa disponível.'}</p>
      <dl className="mt-6 grid grid-cols-3 gap-3">
        <Stat label="Nível" value={LEVEL_LABELS[result.level]} />
        <Stat label="Pontos totais" value={String(result.totalPoints)} />
        <Stat label="Questões" value={String(result.answeredCount)} />
      </dl>
      <DashboardButton />
    </Panel>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="text-lg font-bold text-stone-900">{value}</dd>
    </div>
  );
}

export function QuestionsUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel>
      <h1 className="text-2xl font-extrabold text-stone-900">Diagnóstico Inicial</h1>
      <p className="mt-3 text-stone-700">Não foi possível carregar as questões do diagnóstico.</p>
      <Button variant="secondary" size="lg" className="mt-6 mr-3" onClick={onRetry}>
        Tentar novamente
      </Button>
      <DashboardButton />
    </Panel>
  );
}
