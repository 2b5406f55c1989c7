import { useState } from 'react';
import type { LyricSong } from '@juba/contracts/lyric-translate';
import { formatElapsed } from '../../lib/ui/elapsed.ts';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import type { LyricRunState } from './use-lyric-run.ts';

const BUTTON = 'rounded-lg border border-amber-300 bg-white px-4 py-2 font-semibold text-stone-800 hover:bg-amber-50';

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
    <div className="space-y-6">
      <section aria-labelledby="warm-up-line" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-amber-200">
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
          <p className="font-semibold" lang="en">
            {song.title} <span className="font-normal text-stone-600">· {song.artist}</span>
          </p>
          <p>
            <span role="timer" aria-label="Tempo decorrido" className="font-mono font-semibold">
              {formatElapsed(state.seconds)}
            </span>
            {' · '}
            <span aria-label="Linhas praticadas">
              {state.practised.size}/{total} praticadas
            </span>
          </p>
        </div>
        <h2 id="warm-up-line" className="mt-4 text-sm font-semibold text-orange-700">
          Linha {state.line + 1}/{total}
        </h2>
        <ProgressBar percent={Math.round(((state.line + 1) / total) * 100)} label="Progresso do warm-up" className="mt-2 h-2" />
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
          <button type="button" onClick={() => setShowTranslation((shown) => !shown)} className={BUTTON}>
            {showTranslation ? 'Ocultar Tradução' : 'Mostrar Tradução'}
          </button>
          <button
            type="button"
            aria-pressed={practised}
            onClick={onMark}
            className={`rounded-lg px-4 py-2 font-semibold ${practised ? 'bg-green-700 text-white' : 'bg-orange-600 text-white hover:bg-orange-700'}`}
          >
            Marcar como Praticado
          </button>
          {done ? (
            <button type="button" onClick={onRestart} className={BUTTON}>
              Praticar Novamente
            </button>
          ) : (
            <button type="button" onClick={onTogglePause} className={BUTTON}>
              {state.paused ? 'Continuar' : 'Pausar'}
            </button>
          )}
          <button type="button" onClick={onReset} className={BUTTON}>
            Reiniciar
          </button>
        </div>
      </section>

      <section aria-labelledby="warm-up-all-lines" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-amber-200">
        <h2 id="warm-up-all-lines" className="text-lg font-bold text-stone-900">
          Todas as Linhas
        </h2>
        <ol className="mt-3 space-y-2">
          {song.lines.map((each, index) => (
            <li
              key={index}
              aria-current={index === state.line ? 'step' : undefined}
              className={`rounded-lg px-3 py-2 ${index === state.line ? 'bg-orange-50 ring-1 ring-orange-300' : ''}`}
            >
              <span lang="en" className="font-medium text-stone-900">
                {index + 1}. {each.english}
              </span>
              {state.practised.has(index) && <span className="ml-2 text-sm font-semibold text-green-800">✓ Praticada</span>}
              {showTranslation && <span className="block text-sm text-stone-600">{each.portuguese}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
