import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import { scoreBand } from '../../lib/ui/score-band.ts';
import { LAB_FEEDBACK } from './feedback.ts';

/** Spec part 2 §2.7: the accuracy bar and the fixed feedback bullets. */
export function LabResult({ sound, accuracyScore, heardSpeech }: { sound: string; accuracyScore: number; heardSpeech: boolean }) {
  const score = Math.max(0, Math.min(100, Math.round(accuracyScore)));
  const band = scoreBand(score);
  return (
    <section aria-labelledby="lab-result-title" className="space-y-3 rounded-xl bg-amber-50 p-5">
      <h3 id="lab-result-title" className="font-bold text-stone-900">
        Resultado
      </h3>
      <div className="flex items-center gap-3">
        <p className="text-3xl font-extrabold text-stone-900">{score}%</p>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${band.badgeClassName}`}>{band.label}</span>
      </div>
      <ProgressBar percent={score} label={`Precisão do som /${sound}/`} className="h-3" barClassName={band.barClassName} />
      {!heardSpeech && <p className="text-sm font-medium text-red-800">Não ouvimos sua voz na gravação. Fale mais perto do microfone e tente de novo.</p>}
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-800">
        {LAB_FEEDBACK.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
