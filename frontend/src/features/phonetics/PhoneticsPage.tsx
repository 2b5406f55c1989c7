import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { PhoneticExercisesDocument, PhoneticSessionsDocument, RequestPhoneticAnalysisDocument } from '../../generated/graphql.ts';
import { wavDataUrl } from '../../lib/audio/data-url.ts';
import { useRecorder } from '../../lib/audio/use-recorder.ts';
import { isUnauthenticated } from '../../lib/apollo/refusal.ts';
import { navigateBrowser } from '../../lib/browser-navigation.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { ExercisesTab } from './ExercisesTab.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import type { PhoneticAnalysis, PhoneticExercise } from './model.ts';
import { PracticeTab, type Analysis } from './PracticeTab.tsx';
import { ProgressTab } from './ProgressTab.tsx';
import { SAMPLE_SENTENCES } from './sample-sentences.ts';
import { Tabs } from '../../lib/ui/Tabs.tsx';
import { useVoiceConsent } from '../../lib/voice-consent/use-voice-consent.tsx';

/** Spec part 2 §8: the unauthorised redirect waits 500 ms so the toast can be read. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

const TABS = [
  { key: 'practice', label: 'Praticar' },
  { key: 'exercises', label: 'Exercícios' },
  { key: 'history', label: 'Histórico' },
  { key: 'progress', label: 'Progresso' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const ANALYSIS_FAILED = { title: 'Erro na Análise', description: 'Não foi possível analisar sua pronúncia. Tente novamente.', variant: 'destructive' } as const;

/** Spec part 2 §2.1: /phonetics, Advanced Phonetics. */
export function PhoneticsPage() {
  const { toast } = useToast();
  const [tab, setTab] = useState<TabKey>('practice');
  const [text, setText] = useState(SAMPLE_SENTENCES[0]!);
  const [analysis, setAnalysis] = useState<Analysis>({ kind: 'none' });
  const recorder = useRecorder();
  const voiceConsent = useVoiceConsent();
  const sessions = useQuery(PhoneticSessionsDocument, { fetchPolicy: 'network-only' });
  const exercises = useQuery(PhoneticExercisesDocument);
  const [requestAnalysis] = useMutation(RequestPhoneticAnalysisDocument);

  const failed = useCallback(() => {
    setAnalysis({ kind: 'none' });
    toast(ANALYSIS_FAILED);
  }, [toast]);

  const completed = useCallback(
    (result: PhoneticAnalysis) => {
      setAnalysis({ kind: 'done', analysis: result });
      toast({ title: 'Análise Concluída', description: 'Sua pronúncia foi analisada com sucesso!' });
      void sessions.refetch();
    },
    [toast, sessions],
  );

  const startRecording = async () => {
    if (!(await voiceConsent.confirm())) return;
    // Spec part 2 §4: pressing start clears the previous result.
    setAnalysis({ kind: 'none' });
    try {
      await recorder.start();
    } catch (error) {
      console.warn('The microphone could not be opened:', error);
      toast({ title: 'Erro de Microfone', description: 'Não foi possível acessar o microfone. Verifique as permissões.', variant: 'destructive' });
    }
  };

  const stopAndAnalyse = async () => {
    setAnalysis({ kind: 'sending' });
    try {
      const wav = await recorder.stop();
      if (!wav) throw new Error('No recording to stop');
      const { data } = await requestAnalysis({ variables: { audioData: wavDataUrl(wav), targetText: text } });
      if (!data) throw new Error('requestPhoneticAnalysis returned no session');
      setAnalysis({ kind: 'running', job: data.requestPhoneticAnalysis });
    } catch (error) {
      setAnalysis({ kind: 'none' });
      if (voiceConsent.refused(error)) return;
      if (isUnauthenticated(error)) {
        toast({ title: 'Não Autorizado', description: 'Você foi desconectado. Fazendo login novamente...', variant: 'destructive' });
        // Not cleared on unmount: a lost session leaves this screen, and the learner must still be sent to sign in.
        setTimeout(() => navigateBrowser('/api/login'), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      console.warn('The phonetic analysis could not be started:', error);
      toast(ANALYSIS_FAILED);
    }
  };

  const practise = (exercise: PhoneticExercise) => {
    setText(exercise.sampleText);
    setTab('practice');
  };

  const sessionList = sessions.data?.phoneticSessions ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:px-6">
      <ModuleHeader title="Fonética Avançada" />
      <Tabs
        label="Seções da fonética"
        tabs={TABS}
        active={tab}
        onChange={setTab}
        panels={{
          practice: (
            <PracticeTab
              text={text}
              onTextChange={setText}
              isRecording={recorder.isRecording}
              analysis={analysis}
              onToggleRecording={() => void (recorder.isRecording ? stopAndAnalyse() : startRecording())}
              onCompleted={completed}
              onFailed={failed}
            />
          ),
          exercises: <ExercisesTab exercises={exercises.data?.phoneticExercises} loading={exercises.loading} onPractice={practise} />,
          history: <HistoryTab sessions={sessionList} />,
          progress: <ProgressTab sessions={sessionList} />,
        }}
      />
      {voiceConsent.dialog}
    </div>
  );
}
