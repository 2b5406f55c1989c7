import { Card } from '../../lib/ui/Card.tsx';
import { AccuracyChart } from './AccuracyChart.tsx';
import { practiceStats, type PhoneticSessionItem } from './model.ts';

/** Spec part 2 §2.1 Progresso: three figures and, where the spec had a placeholder, the accuracy over time. */
export function ProgressTab({ sessions }: { sessions: readonly PhoneticSessionItem[] }) {
  const stats = practiceStats(sessions);
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat label="Total de Sessões" value={String(stats.total)} />
        <Stat label="Precisão Média" value={`${stats.averageAccuracy}%`} />
        <Stat label="Sessões Excelentes" value={String(stats.excellent)} />
      </dl>
      <Card as="section" aria-labelledby="phonetic-chart-title">
        <h2 id="phonetic-chart-title" className="mb-3 text-lg font-bold text-stone-900">
          Evolução da Precisão
        </h2>
        <AccuracyChart sessions={sessions} />
      </Card>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card padding="md">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold text-stone-900">{value}</dd>
    </Card>
  );
}
