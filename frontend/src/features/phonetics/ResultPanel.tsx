import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import { scoreBand } from '../../lib/ui/score-band.ts';
import { Emphasis } from './emphasis.tsx';
import type { PhoneticAnalysis } from './model.ts';
import { SubScoresSection } from './SubScores.tsx';

/** Spec part 2 §2.1: the analysis of one recording. */
export function ResultPanel({ analysis }: { analysis: PhoneticAnalysis }) {
  const score = Math.max(0, Math.min(100, Math.round(analysis.accuracyScore)));
  const band = scoreBand(score);
  const { overallFeedback, specificMistakes, strengths } = analysis.detailedAnalysis;
  return (
    <section aria-labelledby="phonetic-result-title" className="space-y-5">
      <h2 id="phonetic-result-title" className="text-lg font-bold text-stone-900">
        Resultado da Análise
      </h2>
      <div className="flex items-center gap-4">
        <p className="text-4xl font-extrabold text-stone-900">{score}%</p>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${band.badgeClassName}`}>{band.label}</span>
      </div>
      <ProgressBar percent={score} label="Precisão da pronúncia" className="h-3" barClassName={band.barClassName} />
      {analysis.subScores && <SubScoresSection subScores={analysis.subScores} />}
      <Field title="Texto Original">{analysis.targetText}</Field>
      <Field title="Transcrição Detectada">{analysis.transcription || '—'}</Field>
      <Field title="Feedback Geral">{overallFeedback}</Field>
      {specificMistakes.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-stone-700">Erros Específicos</h3>
          <ul className="mt-2 space-y-2">
            {specificMistakes.map((mistake, i) => (
              <li key={`${mistake.word}-${i}`} className="rounded-lg bg-red-50 p-3 text-sm text-stone-800 ring-1 ring-red-200">
                <p className="font-semibold text-red-800">{mistake.word}</p>
                <p>
                  <Emphasis text={mistake.issue} />
                </p>
                <p className="text-stone-700">
                  <span className="font-medium">Sugestão:</span> <Emphasis text={mistake.suggestion} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {strengths.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-stone-700">Pontos Fortes</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-green-800">
            {strengths.map((strength, i) => (
              <li key={i}>{strength}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Field({ title, children }: { title: string; children: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-700">{title}</h3>
      <p className="mt-1 rounded-lg bg-stone-50 p-3 text-stone-900">{children}</p>
    </div>
  );
}
