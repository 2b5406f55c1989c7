import { type ReactNode, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import { LYRIC_SONGS, lyricSong, lyricSongTitled, type LyricSong } from '@juba/contracts/lyric-translate';
import { DailyPlanDocument } from '../../generated/graphql.ts';
import { newPracticeId, useRecordFinishedRun } from '../../lib/practice/record-practice.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { difficultyLabel } from '../../lib/ui/difficulty.ts';
import { formatElapsed } from '../../lib/ui/elapsed.ts';
import { Loading } from '../../lib/ui/Loading.tsx';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { RunStart } from '../../lib/ui/RunLayout.tsx';
import { useLyricRun } from './use-lyric-run.ts';
import { LyricRun } from './LyricRun.tsx';

/**
 * Spec part 2 §2.3 Warm-up at /lyric-translate: it opens on today's plan's
 * song (the first song when the plan cannot be read or names none this
 * screen has), any other can be picked, and a finished run is recorded as
 * practice.
 */
export function LyricTranslatePage() {
  const plan = useQuery(DailyPlanDocument);
  const songOfTheDay = lyricSongTitled(plan.data?.dailyPlan.warmupActivity.content.song ?? '') ?? null;
  const [picked, setPicked] = useState<LyricSong | null>(null);
  const song = picked ?? songOfTheDay ?? LYRIC_SONGS[0]!;
  const lyricRun = useLyricRun();
  const { state } = lyricRun;
  const { toast } = useToast();
  useRecordFinishedRun('warmup', state, () =>
    toast({
      title: 'Warm-up Completo!',
      description: `Você praticou ${state.practised.size} de ${song.lines.length} linhas em ${formatElapsed(state.seconds)}.`,
    }),
  );

  let content: ReactNode;
  if (plan.loading) content = <Loading label="Carregando a música do dia..." visibleLabel />;
  else if (state.phase === 'idle')
    content = (
      <StartScreen song={song} songOfTheDay={songOfTheDay} onPick={(id) => setPicked(lyricSong(id) ?? null)} onStart={() => lyricRun.start(newPracticeId())} />
    );
  else
    content = (
      <LyricRun
        song={song}
        state={state}
        onMark={() => {
          if (lyricRun.mark()) toast({ title: 'Linha Praticada!', description: `Linha ${state.line + 1} marcada como praticada.` });
        }}
        onTogglePause={lyricRun.togglePause}
        onReset={lyricRun.reset}
        onRestart={() => lyricRun.start(newPracticeId())}
      />
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:px-6">
      <ModuleHeader title="Warm-up" />
      {content}
    </div>
  );
}

function StartScreen({
  song,
  songOfTheDay,
  onPick,
  onStart,
}: {
  song: LyricSong;
  songOfTheDay: LyricSong | null;
  onPick: (id: string) => void;
  onStart: () => void;
}) {
  return (
    <RunStart
      eyebrow={song === songOfTheDay ? 'Música do dia' : 'Música escolhida'}
      title={song.title}
      lang="en"
      startLabel="Começar Warm-up"
      onStart={onStart}
    >
      <p className="text-stone-600">
        {song.artist} · {difficultyLabel(song.level)}
      </p>
      <p className="mt-4 text-stone-700">
        Aqueça a voz com {song.lines.length} linhas: uma nova linha a cada 4 segundos, com a tradução e a pronúncia. Leia cada linha em voz alta e marque as que
        praticou.
      </p>
      <label className="mt-6 block text-sm font-semibold text-stone-800">
        Escolher outra música
        <select
          value={song.id}
          onChange={(event) => onPick(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-amber-300 bg-white px-3 py-2 font-normal text-stone-800 sm:w-96"
        >
          {ENGLISH_LEVELS.map((level) => (
            <optgroup key={level} label={difficultyLabel(level)}>
              {LYRIC_SONGS.filter((s) => s.level === level).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title} ({s.artist}){s === songOfTheDay ? ' · música do dia' : ''}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
    </RunStart>
  );
}
