import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { toProfileLevel } from '@juba/contracts/diagnostic-level';
import {
  CompleteDiagnosticDocument,
  DiagnosticStatusDocument,
  EnsureLearningProfileDocument,
  LearningPathQuestionsDocument,
  LearningProfileDocument,
  type EnglishLevel,
} from '../../generated/graphql.ts';
import { storeLearningProfile } from '../../lib/learner/learning-profile.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Loading } from '../../lib/ui/Loading.tsx';
import { DiagnosticQuiz } from './DiagnosticQuiz.tsx';
import { MAX_DIAGNOSTIC_ATTEMPTS, nextQuestion, totalPoints, type AnsweredQuestion } from './diagnostic-run.ts';
import { LEVEL_LABELS, computeLevel } from './level.ts';
import { masteryByModule } from './mastery.ts';
import { refusalMessage } from '../../lib/apollo/refusal.ts';
import { BlockedScreen, CompletionScreen, QuestionsUnavailable, type CompletedAttempt } from './result-screens.tsx';

type View = { kind: 'quiz' } | { kind: 'saving' } | { kind: 'complete'; result: CompletedAttempt } | { kind: 'blocked' };

/**
 * Spec part 2 §2.11 and §4: the placement diagnostic at /learning-path. The
 * status is read first: a learner with both attempts used sees the blocked
 * screen; one whose status cannot be read is on a first attempt.
 */
export function LearningPathPage() {
  const { toast } = useToast();
  const status = useQuery(DiagnosticStatusDocument, { fetchPolicy: 'network-only' });
  const questions = useQuery(LearningPathQuestionsDocument);
  const profile = useQuery(LearningProfileDocument);
  const [view, setView] = useState<View>({ kind: 'quiz' });
  const finishing = useRef(false);

  const [complete] = useMutation(CompleteDiagnosticDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      const { attemptCount, isBlocked, diagnostic } = data.completeDiagnostic;
      const diagnosticStatus = { __typename: 'DiagnosticStatus' as const, attemptCount, isBlocked, hasCompleted: true, diagnostic };
      cache.writeQuery({ query: DiagnosticStatusDocument, data: { diagnosticStatus } });
    },
  });
  const [ensure] = useMutation(EnsureLearningProfileDocument, {
    update: (cache, { data }) => {
      if (data) storeLearningProfile(cache, data.ensureLearningProfile);
    },
  });

  const known = status.data?.diagnosticStatus;
  const attemptsBefore = known?.attemptCount ?? 0;
  const blockedOnLoad = !!known && (known.isBlocked || known.attemptCount >= MAX_DIAGNOSTIC_ATTEMPTS);

  useEffect(() => {
    if (status.error) console.warn('The diagnostic status could not be read; treating this as a first attempt:', status.error);
  }, [status.error]);

  // Only the status read on arrival can block: the one this page's own result
  // writes into the cache afterwards must not announce the limit again.
  const toldBlocked = useRef(false);
  const arriving = view.kind === 'quiz';
  useEffect(() => {
    if (!blockedOnLoad || !arriving || toldBlocked.current) return;
    toldBlocked.current = true;
    toast({ title: 'Limite Atingido', description: `${attemptsBefore}/${MAX_DIAGNOSTIC_ATTEMPTS} tentativas usadas`, variant: 'destructive' });
  }, [blockedOnLoad, arriving, attemptsBefore, toast]);

  const ensureProfile = (englishLevel: EnglishLevel) =>
    ensure({ variables: { englishLevel } }).catch((error: unknown) => console.error('The learning profile could not be created:', error));

  // Journey rule, second half (see AppRoutes): a learner who finished a
  // diagnostic but has no profile (the creation after it failed) gets one now
  // from the stored level, so the dashboard stops sending them back here.
  const ensuredFromStatus = useRef(false);
  const storedLevel = known?.hasCompleted ? known.diagnostic?.currentLevel : undefined;
  const profileMissing = profile.data !== undefined && profile.data.learningProfile === null;
  useEffect(() => {
    if (storedLevel === undefined || !profileMissing || ensuredFromStatus.current) return;
    ensuredFromStatus.current = true;
    void ensureProfile(toProfileLevel(storedLevel));
  });

  const finish = async (answered: AnsweredQuestion[]) => {
    if (finishing.current) return;
    finishing.current = true;
    const level = computeLevel(answered);
    const points = totalPoints(answered);
    const summary = { level, totalPoints: points, answeredCount: answered.length };
    setView({ kind: 'saving' });
    try {
      const { data } = await complete({
        variables: {
          input: {
            totalPoints: points,
            answeredQuestions: answered.length,
            currentLevel: level,
            masteryByModule: masteryByModule(answered),
            completedAt: new Date().toISOString(),
          },
        },
      });
      if (!data) throw new Error('completeDiagnostic answered no data');
      const { attemptCount, isBlocked, message } = data.completeDiagnostic;
      // The profile must exist before the completion screen offers the dashboard,
      // or the dashboard would send the learner straight back here.
      await ensureProfile(toProfileLevel(level));
      toast({ title: 'Diagnóstico Completo!', description: `${message} Nível: ${LEVEL_LABELS[level]}.` });
      setView({ kind: 'complete', result: { ...summary, attempt: attemptCount, final: isBlocked || attemptCount >= MAX_DIAGNOSTIC_ATTEMPTS } });
    } catch (error) {
      const refusal = refusalMessage(error);
      if (refusal !== null) {
        toast({ title: 'Bloqueado', description: refusal, variant: 'destructive' });
        setView({ kind: 'blocked' });
        return;
      }
      console.error('The diagnostic result could not be sent:', error);
      await ensureProfile(toProfileLevel(level));
      const attempt = attemptsBefore + 1;
      setView({ kind: 'complete', result: { ...summary, attempt, final: attempt >= MAX_DIAGNOSTIC_ATTEMPTS } });
    }
  };

  let content: ReactNode;
  if (status.loading) content = <Loading label="Carregando diagnóstico..." visibleLabel />;
  else if (view.kind === 'blocked' || (blockedOnLoad && arriving)) content = <BlockedScreen />;
  else if (view.kind === 'complete') content = <CompletionScreen result={view.result} />;
  else if (view.kind === 'saving') content = <Loading label="Salvando seus resultados..." visibleLabel />;
  else if (questions.loading) content = <Loading label="Carregando questões..." visibleLabel />;
  else {
    const list = questions.data?.learningPathQuestions ?? [];
    content =
      list.length > 0 && nextQuestion(list, []) ? (
        <DiagnosticQuiz questions={list} onFinish={(answered) => void finish(answered)} />
      ) : (
        <QuestionsUnavailable onRetry={() => void questions.refetch().catch(() => {})} />
      );
  }

  return <div className="mx-auto max-w-3xl px-4 py-6 md:px-6">{content}</div>;
}
