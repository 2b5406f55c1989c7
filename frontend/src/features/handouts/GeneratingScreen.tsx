import { Card } from '../../lib/ui/Card.tsx';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';

export function GeneratingScreen({ levelName, progress, message }: { levelName: string; progress: number; message: string | null }) {
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <Card as="section" padding="xl" className="mx-auto max-w-xl text-center" aria-labelledby="handout-generating-title">
      <div aria-hidden="true" className="mx-auto h-12 w-12 animate-spin rounded-full border-4 border-amber-200 border-t-orange-600" />
      <h2 id="handout-generating-title" className="mt-4 text-xl font-bold text-stone-900">
        Gerando Material Didático
      </h2>
      <p className="mt-1 text-sm text-stone-600">{levelName}</p>
      <ProgressBar percent={percent} label="Progresso da geração" className="mt-6 h-3" />
      <p className="mt-2 text-sm font-medium text-stone-700">{percent}%</p>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-stone-600">
        {message ?? ''}
      </p>
    </Card>
  );
}
