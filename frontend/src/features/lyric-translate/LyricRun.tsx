import { useState } from 'react';
import type { LyricSong } from '@juba/contracts/lyric-translate';
import { Button } from '../../lib/ui/Button.tsx';
import { formatElapsed } from '../../lib/ui/elapsed.ts';
import { ElapsedTimer, RunLayout } from '../../lib/ui/RunLayout.tsx';
import type { LyricRunState } from './use-lyric-run.ts';

/** Spec part 2 §2.3: the running warm-up, its controls and 'Todas as Linhas'. */
export function LyricRun({
  song,
  state,
  onMark,
  onTogglePause,
  onReset,
  onRestart,
}: {
  song: LyricSong;
  state: LyricRunState;
  onMark: () => void;
  onTogglePause: () => void;
  onReset: () => void;
  onRestart: () => void;
}) {
  const [showTranslation, setShowTranslation] = useState(true);
  const total = song.lines.length;
  const line = song.lines[state.line]!;
  const practised = state.practised.has(state.line);
  const done = state.phase === 'done';

  return (
    <RunLayout
      about={
        <p className="font-semibold" lang="en">
          {song.title} <span className="font-normal text-stone-600">· {song.artist}</span>
        </p>
      }
      clock={
        <p>
          <ElapsedTimer seconds={state.seconds} />
          {' · '}
          <span role="group" aria-label="Linhas praticadas">
            {state.practised.size}/{total} praticadas
          </span>
        </p>
      }
      step={`Linha ${state.line + 1}/${total}`}
      percent={Math.round(((state.line + 1) / total) * 100)}
      progressLabel="Progresso do warm-up"
      review={{
        title: 'Todas as Linhas',
        items: song.lines.map((each, index) => (
          <>
            <span lang="en" className="font-medium text-stone-900">
              {index + 1}. {each.english}
            </span>
            {state.practised.has(index) && <span className="ml-2 text-sm font-semibold text-green-800">✓ Praticada</span>}
            {showTranslation && <span className="block text-sm text-stone-600">{each.portuguese}</span>}
          </>
        )),
        current: state.line,
      }}
    >
      <p className="mt-6 text-2xl font-bold text-stone-900" lang="en">
        {line.english}
      </p>
      <p className="mt-2 text-stone-700">
        <span className="text-sm font-semibold text-stone-600">Pronúncia: </span>
        {line.phonetic}
      </p>
      {showTranslation && <p className="mt-2 text-lg text-stone-800">{line.portuguese}</p>}

      {done ? (
        <div role="status" className="mt-6 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
          <p className="font-bold">Warm-up completo!</p>
          <p>{`Você praticou ${state.practised.size} de ${total} linhas em ${formatElapsed(state.seconds)}.`}</p>
        </div>
      ) : (
        state.paused && <p className="mt-4 font-semibold text-stone-700">Pausado</p>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setShowTranslation((shown) => !shown)}>
          {showTranslation ? 'Ocultar Tradução' : 'Mostrar Tradução'}
        </Button>
        <Button variant={practised ? 'success' : 'primary'} aria-pressed={practised} onClick={onMark}>
          Marcar como Praticado
        </Button>
        {done ? (
          <Button variant="secondary" onClick={onRestart}>
            Praticar Novamente
          </Button>
        ) : (
          <Button variant="secondary" onClick={onTogglePause}>
            {state.paused ? 'Continuar' : 'Pausar'}
          </Button>
        )}
        <Button variant="secondary" onClick={onReset}>
          Reiniciar
        </Button>
      </div>
    </RunLayout>
  );
}
