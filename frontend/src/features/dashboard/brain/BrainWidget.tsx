import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { GenerateAdaptiveContentDocument } from '../../../generated/graphql.ts';
import { useRandom } from '../../../lib/random.ts';
import { Button, buttonClass } from '../../../lib/ui/Button.tsx';
import { ProgressBar } from '../../../lib/ui/ProgressBar.tsx';
import { celebrationItem, fallbackQuestion, type AdaptiveItem } from './adaptive-items.ts';
import { AdaptiveItemCard } from './AdaptiveItemCard.tsx';
import type { StudentProfile } from './student-profile.ts';
import { useNeuralActivity } from './use-neural-activity.ts';

/** Spec part 1 §4: shown in turn, 1.2 s each, before the content is requested. */
export const BRAIN_MESSAGES = [
  'Analisando seu perfil cognitivo...',
  'Mapeando suas conexões neurais...',
  'Identificando padrões de interferência do português...',
  'Calibrando a dificuldade ideal...',
  'Gerando conteúdo personalizado...',
] as const;
export const BRAIN_MESSAGE_MS = 1200;

type Phase = { kind: 'idle' } | { kind: 'generating'; step: number } | { kind: 'requesting' };

const PROFILE_STATS: readonly { key: keyof StudentProfile; label: string }[] = [
  { key: 'cognitiveLevel', label: 'Nível cognitivo' },
  { key: 'learningVelocity', label: 'Velocidade de aprendizado' },
  { key: 'motivationLevel', label: 'Motivação' },
  { key: 'neuralConnections', label: 'Conexões neurais' },
  { key: 'synapticStrength', label: 'Força sináptica' },
];

/**
 * Spec part 1 §2 and §4: the Phase 1 "brain". Generating walks through five
 * messages, then asks the AI service for an activity fitted to the profile.
 */
export function BrainWidget({ profile, fromDiagnostic }: { profile: StudentProfile; fromDiagnostic: boolean }) {
  const random = useRandom();
  const activity = useNeuralActivity();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [item, setItem] = useState<AdaptiveItem | null>(null);
  const [generate] = useMutation(GenerateAdaptiveContentDocument);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The profile as it was when the learner pressed the button.
  const requested = useRef(profile);

  useEffect(() => {
    if (phase.kind !== 'generating') return;
    const timer = setTimeout(() => {
      if (phase.step < BRAIN_MESSAGES.length - 1) {
        setPhase({ kind: 'generating', step: phase.step + 1 });
        return;
      }
      setPhase({ kind: 'requesting' });
      const studentProfile = requested.current;
      generate({ variables: { studentProfile } })
        .then(({ data }) => {
          const result = data?.generateAdaptiveContent;
          if (result?.completed) return celebrationItem();
          if (result?.item) return result.item;
          throw new Error('generateAdaptiveContent answered neither an item nor completed');
        })
        .catch((error: unknown) => {
          console.error('Adaptive content could not be generated; using a local question:', error);
          return fallbackQuestion(studentProfile, random);
        })
        .then((next) => {
          if (!mounted.current) return;
          setItem(next);
          setPhase({ kind: 'idle' });
        });
    }, BRAIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [phase, generate, random]);

  const start = () => {
    requested.current = profile;
    setItem(null);
    setPhase({ kind: 'generating', step: 0 });
  };

  const busy = phase.kind !== 'idle';
  const message = phase.kind === 'generating' ? BRAIN_MESSAGES[phase.step] : phase.kind === 'requesting' ? BRAIN_MESSAGES[BRAIN_MESSAGES.length - 1] : null;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-stone-700">Atividade neural em tempo real</span>
          <span className="font-semibold text-orange-700">{activity}%</span>
        </div>
        <ProgressBar percent={activity} label="Atividade neural em tempo real" className="mt-1 h-2" />
      </div>

      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {PROFILE_STATS.map((stat) => (
          <div key={stat.key} className="rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-100">
            <dt className="text-xs text-stone-500">{stat.label}</dt>
            <dd className="text-lg font-bold text-stone-900">{Math.round(profile[stat.key] as number)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-stone-500">
        {fromDiagnostic ? 'Perfil calculado a partir do seu diagnóstico.' : 'Perfil inicial: faça o diagnóstico para personalizá-lo.'}
      </p>

      <div className="flex flex-wrap gap-2">
        <Button onClick={start} disabled={busy}>
          {busy ? 'Gerando...' : 'Gerar Atividade Adaptativa'}
        </Button>
        <Link to="/linguistic-diagnostic" className={buttonClass({ variant: 'secondary' })}>
          Diagnóstico Linguístico
        </Link>
        <Link to="/learning-path" className={buttonClass({ variant: 'secondary' })}>
          Trilha de Aprendizagem
        </Link>
      </div>

      <p aria-live="polite" className="min-h-5 text-sm font-medium text-orange-700">
        {message ?? ''}
      </p>

      {item && <AdaptiveItemCard key={item.id} item={item} />}
    </div>
  );
}
