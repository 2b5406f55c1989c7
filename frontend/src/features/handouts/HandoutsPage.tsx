import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { GenerateHandoutDocument, type GenerateHandoutMutation, type HandoutLevel } from '../../generated/graphql.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { GeneratingScreen } from './GeneratingScreen.tsx';
import { LevelPicker } from './LevelPicker.tsx';
import { levelTitle } from './levels.ts';
import type { Material } from './material.ts';
import { SlideViewer } from './SlideViewer.tsx';
import { useHandoutJob } from './use-handout-job.ts';

type View =
  | { kind: 'picker' }
  | { kind: 'generating'; level: HandoutLevel; job: GenerateHandoutMutation['generateHandout'] }
  | { kind: 'viewer'; material: Material }
  | { kind: 'error' };

/** Spec part 2 §2.13: /material-didatico, AI-generated slide handouts. */
export function HandoutsPage() {
  const { toast } = useToast();
  const [view, setView] = useState<View>({ kind: 'picker' });
  const [generateHandout, { loading: starting }] = useMutation(GenerateHandoutDocument);

  const fail = useCallback(() => {
    toast({ title: 'Erro ao gerar material', description: 'Tente novamente em alguns instantes.', variant: 'destructive' });
    setView({ kind: 'error' });
  }, [toast]);

  const complete = useCallback(
    (material: Material) => {
      toast({ title: 'Material Gerado!', description: material.title });
      setView({ kind: 'viewer', material });
    },
    [toast],
  );

  const generate = async (level: HandoutLevel) => {
    try {
      const { data } = await generateHandout({ variables: { level } });
      if (!data) throw new Error('generateHandout returned no job');
      setView({ kind: 'generating', level, job: data.generateHandout });
    } catch (error) {
      console.warn('Starting the handout failed:', error);
      fail();
    }
  };

  const backToLevels = () => setView({ kind: 'picker' });

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 md:px-6">
      <ModuleHeader title="Material Didático" />

      {view.kind === 'picker' && <LevelPicker onPick={(level) => void generate(level)} disabled={starting} />}
      {view.kind === 'generating' && <FollowJob key={view.job.id} level={view.level} job={view.job} onCompleted={complete} onFailed={fail} />}
      {view.kind === 'viewer' && <SlideViewer material={view.material} onBackToLevels={backToLevels} />}
      {view.kind === 'error' && (
        <Card as="section" padding="xl" tone="alert" className="mx-auto max-w-xl text-center">
          <h2 className="text-xl font-bold text-red-700">Erro ao carregar material</h2>
          <Button className="mt-6" onClick={backToLevels}>
            Voltar para seleção
          </Button>
        </Card>
      )}
    </div>
  );
}

function FollowJob({
  level,
  job,
  onCompleted,
  onFailed,
}: {
  level: HandoutLevel;
  job: GenerateHandoutMutation['generateHandout'];
  onCompleted: (material: Material) => void;
  onFailed: () => void;
}) {
  const { progress, message } = useHandoutJob(job, { onCompleted, onFailed });
  return <GeneratingScreen levelName={levelTitle(level)} progress={progress} message={message} />;
}
