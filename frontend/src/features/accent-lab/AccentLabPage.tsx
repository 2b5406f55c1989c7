import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ACCENT_LAB_EXERCISES, type AccentLabExercise } from '@juba/contracts/accent-lab';
import { AnalyzeAccentDocument } from '../../generated/graphql.ts';
import { toBase64 } from '../../lib/audio/data-url.ts';
import { useRecorder } from '../../lib/audio/use-recorder.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { useVoiceConsent } from '../../lib/voice-consent/use-voice-consent.tsx';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { difficultyLabel } from '../../lib/ui/difficulty.ts';
import { ExerciseDetail } from './ExerciseDetail.tsx';
import { LAB_ACCURACY_FALLBACK } from './feedback.ts';
import { LabResult } from './LabResult.tsx';

interface Attempt {
  /** The recording as an object URL, for Reproduzir. */
  audioUrl: string;
  result: { accuracyScore: number; heardSpeech: boolean } | null;
}

/** Spec part 2 §2.7: /accent-lab, the Phonetic Lab. */
export function AccentLabPage() {
  const { toast } = useToast();
  const [selected, setSelected] = useState<AccentLabExercise>(ACCENT_LAB_EXERCISES[0]!);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const recorder = useRecorder();
  const voiceConsent = useVoiceConsent();
  const [analyzeAccent, { loading: analysing }] = useMutation(AnalyzeAccentDocument);

  const audioUrl = attempt?.audioUrl;
  useEffect(() => () => (audioUrl ? URL.revokeObjectURL(audioUrl) : undefined), [audioUrl]);

  const choose = (exercise: AccentLabExercise) => {
    setSelected(exercise);
    setAttempt(null);
  };

  const start = async () => {
    if (!(await voiceConsent.confirm())) return;
    setAttempt(null);
    try {
      await recorder.start();
    } catch (error) {
      console.warn('The microphone could not be opened:', error);
      toast({ title: 'Erro no Microfone', description: 'Não foi possível acessar o microfone. Verifique as permissões.', variant: 'destructive' });
    }
  };

  const stopAndAnalyse = async () => {
    const exercise = selected;
    const wav = await recorder.stop();
    if (!wav) return;
    const audioUrl = URL.createObjectURL(new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }));
    setAttempt({ audioUrl, result: null });
    try {
      // Spec part 2 §7: the lab sends only the base64 part of the recording and one target sound.
      const { data } = await analyzeAccent({ variables: { exerciseId: exercise.id, audio: toBase64(wav), targetSounds: [exercise.targetSound] } });
      const result = { accuracyScore: data?.analyzeAccent.accuracyScore ?? LAB_ACCURACY_FALLBACK, heardSpeech: data?.analyzeAccent.heardSpeech ?? true };
      setAttempt((current) => (current?.audioUrl === audioUrl ? { audioUrl, result } : current));
      toast({ title: 'Análise Completa!', description: `Precisão de ${result.accuracyScore}% no som /${exercise.targetSound}/.` });
    } catch (error) {
      if (voiceConsent.refused(error)) return;
      console.warn('The accent analysis failed:', error);
      toast({ title: 'Erro na Análise', description: 'Não foi possível analisar sua pronúncia. Tente novamente.', variant: 'destructive' });
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:px-6">
      <ModuleHeader title="Laboratório de Fonética" />
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-label="Exercícios de som">
          <ul className="space-y-2">
            {ACCENT_LAB_EXERCISES.map((exercise) => (
              <li key={exercise.id}>
                <button
                  type="button"
                  aria-current={exercise.id === selected.id ? 'true' : undefined}
                  onClick={() => choose(exercise)}
                  disabled={recorder.isRecording || analysing}
                  className={`w-full rounded-xl p-4 text-left ring-1 disabled:cursor-not-allowed ${exercise.id === selected.id ? 'bg-orange-50 ring-orange-500' : 'bg-white ring-amber-200 hover:bg-amber-50'}`}
                >
                  <span className="block font-semibold text-stone-900">{exercise.title}</span>
                  <span className="text-sm text-stone-600">{difficultyLabel(exercise.difficulty)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <Card className="space-y-6">
          <ExerciseDetail exercise={selected} />
          <section aria-label="Gravação" className="space-y-4 border-t border-amber-200 pt-5">
            <div className="flex flex-wrap gap-3">
              <Button
                variant={recorder.isRecording ? 'danger' : 'primary'}
                onClick={() => void (recorder.isRecording ? stopAndAnalyse() : start())}
                disabled={analysing}
              >
                {recorder.isRecording ? 'Parar Gravação' : 'Iniciar Gravação'}
              </Button>
              {attempt && (
                <>
                  <Button variant="secondary" onClick={() => void new Audio(attempt.audioUrl).play()}>
                    Reproduzir
                  </Button>
                  <Button variant="secondary" onClick={() => setAttempt(null)} disabled={analysing}>
                    Nova Tentativa
                  </Button>
                </>
              )}
            </div>
            <div aria-live="polite" className="min-h-6 text-sm font-medium">
              {recorder.isRecording && <p className="text-red-700">Gravando... Diga a palavra "{selected.sampleWord}"</p>}
              {analysing && <p className="text-stone-700">Analisando pronúncia...</p>}
            </div>
            {attempt?.result && <LabResult sound={selected.targetSound} {...attempt.result} />}
          </section>
        </Card>
      </div>
      {voiceConsent.dialog}
    </div>
  );
}
