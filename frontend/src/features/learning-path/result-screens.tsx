import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DiagnosticLevel } from '@juba/contracts/diagnostic-level';
import { LEVEL_LABELS } from './level.ts';
import { MAX_DIAGNOSTIC_ATTEMPTS } from './diagnostic-run.ts';

function Panel({ children }: { children: ReactNode }) {
  return <section className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-amber-200">{children}</section>;
}

function DashboardButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/')} className="mt-6 rounded-lg bg-orange-600 px-5 py-2 font-semibold text-white hover:bg-orange-700">
      Voltar ao Dashboard
    </button>
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
      <button type="button" onClick={onRetry} className="mt-6 mr-3 rounded-lg border border-amber-300 px-5 py-2 font-semibold text-stone-700 hover:bg-amber-50">
        Tentar novamente
      </button>
      <DashboardButton />
    </Panel>
  );
}
