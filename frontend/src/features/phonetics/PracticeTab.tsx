import { useId } from 'react';
import type { RequestPhoneticAnalysisMutation } from '../../generated/graphql.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import type { PhoneticAnalysis } from './model.ts';
import { ResultPanel } from './ResultPanel.tsx';
import { SAMPLE_SENTENCES, samplePreview } from './sample-sentences.ts';
import { usePhoneticJob } from './use-phonetic-job.ts';

type StartedAnalysis = RequestPhoneticAnalysisMutation['requestPhoneticAnalysis'];

/** Where the Praticar tab is: nothing yet, sending the recording, following its job, or showing its result. */
export type Analysis = { kind: 'none' } | { kind: 'sending' } | { kind: 'running'; job: StartedAnalysis } | { kind: 'done'; analysis: PhoneticAnalysis };

interface Props {
  text: string;
  onTextChange(text: string): void;
  isRecording: boolean;
  analysis: Analysis;
  onToggleRecording(): void;
  onCompleted(analysis: PhoneticAnalysis): void;
  onFailed(): void;
}

/** Spec part 2 §2.1 Praticar: the text, the sample sentences, the recorder and the result. */
export function PracticeTab({ text, onTextChange, isRecording, analysis, onToggleRecording, onCompleted, onFailed }: Props) {
  const textId = useId();
  const pending = analysis.kind === 'sending' || analysis.kind === 'running';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card as="section" className="space-y-4" aria-label="Praticar pronúncia">
        <div>
          <label htmlFor={textId} className="text-sm font-semibold text-stone-700">
            Texto para praticar
          </label>
          <textarea
            id={textId}
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            rows={4}
            className="mt-1 w-full rounded-lg border border-amber-300 p-3 text-stone-900 focus:outline-2 focus:outline-orange-600"
          />
        </div>
        <div>
          <h2 className="text-sm font-semibold text-stone-700">Frases de exemplo</h2>
          <ul className="mt-2 space-y-2">
            {SAMPLE_SENTENCES.map((sentence) => (
              <li key={sentence}>
                <button
                  type="button"
                  onClick={() => onTextChange(sentence)}
                  className="w-full rounded-lg border border-amber-200 px-3 py-2 text-left text-sm text-stone-700 hover:bg-amber-50"
                >
                  {samplePreview(sentence)}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <Button variant={isRecording ? 'danger' : 'primary'} size="lg" className="w-full" onClick={onToggleRecording} disabled={pending}>
          {isRecording ? 'Parar Gravação' : 'Iniciar Gravação'}
        </Button>
        <div aria-live="polite" className="min-h-6 text-center text-sm font-medium">
          {isRecording && <p className="text-red-700">Gravando... Leia o texto em voz alta</p>}
          {analysis.kind === 'sending' && <p className="text-stone-700">Analisando pronúncia...</p>}
        </div>
        {analysis.kind === 'running' && <JobProgress key={analysis.job.id} job={analysis.job} onCompleted={onCompleted} onFailed={onFailed} />}
      </Card>
      <Card as="section" aria-label="Análise de pronúncia">
        {analysis.kind === 'done' ? (
          <ResultPanel analysis={analysis.analysis} />
        ) : (
          <p className="py-16 text-center text-stone-600">Grave um áudio para ver a análise de pronúncia</p>
        )}
      </Card>
    </div>
  );
}

function JobProgress({ job, onCompleted, onFailed }: { job: StartedAnalysis; onCompleted(analysis: PhoneticAnalysis): void; onFailed(): void }) {
  const { progress, message } = usePhoneticJob(job, { onCompleted, onFailed });
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div className="space-y-2 text-center">
      <p className="text-sm font-medium text-stone-700">Analisando pronúncia...</p>
      <ProgressBar percent={percent} label="Progresso da análise" className="h-2" />
      <p aria-live="polite" className="min-h-5 text-sm text-stone-600">
        {percent}%{message ? ` · ${message}` : ''}
      </p>
    </div>
  );
}
