import { useEffect, useState } from 'react';
import { LionHead } from '../../../lib/brand/LionHead.tsx';
import { randomInt, useRandom } from '../../../lib/random.ts';
import {
  CLICK_EFFECT_MS,
  MESSAGE_ROTATION_MS,
  MOOD_LABELS,
  REGULAR_MESSAGES,
  SPECIAL_MESSAGES,
  SPECIAL_MESSAGE_CHANCE,
  type MascotMessage,
} from './messages.ts';

interface Shown {
  message: MascotMessage;
  /** Where the rotation continues from, also while a special message is up. */
  regularIndex: number;
}

const FIRST: Shown = { message: REGULAR_MESSAGES[0]!, regularIndex: 0 };

function nextRegular(shown: Shown): Shown {
  const regularIndex = (shown.regularIndex + 1) % REGULAR_MESSAGES.length;
  return { message: REGULAR_MESSAGES[regularIndex]!, regularIndex };
}

/**
 * Spec part 1 §1 and §4: the dashboard's lion. Its message rotates every
 * 4.5 s; a click makes it jump for 1.8 s and, 40% of the time, say something
 * special. Each message gets its full time on screen, also after a click.
 */
export function LionMascot() {
  const random = useRandom();
  const [shown, setShown] = useState<Shown>(FIRST);
  const [paused, setPaused] = useState(false);
  const [clicks, setClicks] = useState(0);
  const [jumping, setJumping] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setShown(nextRegular), MESSAGE_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [shown, paused]);

  useEffect(() => {
    if (clicks === 0) return;
    const timer = setTimeout(() => setJumping(false), CLICK_EFFECT_MS);
    return () => clearTimeout(timer);
  }, [clicks]);

  const onLionClick = () => {
    setJumping(true);
    setClicks((count) => count + 1);
    if (random() < SPECIAL_MESSAGE_CHANCE) {
      const message = SPECIAL_MESSAGES[randomInt(random, 0, SPECIAL_MESSAGES.length - 1)]!;
      setShown((current) => ({ ...current, message }));
    } else {
      setShown(nextRegular);
    }
  };

  const { message } = shown;
  return (
    <figure className="flex items-center gap-4" aria-label="Juba, o leão">
      <div className="relative shrink-0">
        <button
          type="button"
          onClick={onLionClick}
          aria-label="Falar com o Juba"
          className={`rounded-full transition-transform duration-300 ${jumping ? 'scale-110 motion-safe:animate-bounce' : 'hover:scale-105'}`}
        >
          <LionHead className="h-24 w-24 drop-shadow-lg md:h-28 md:w-28" />
        </button>
        {jumping && (
          <span aria-hidden="true" className="absolute -top-2 -right-3 rotate-12 rounded-full bg-white px-2 py-0.5 text-xs font-black text-orange-600 shadow">
            ROAR!
          </span>
        )}
      </div>
      <figcaption className="relative max-w-xs rounded-2xl bg-white/95 p-4 text-stone-800 shadow-lg">
        <span className="mb-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-orange-800">{MOOD_LABELS[message.mood]}</span>
        <p lang="en" className="font-bold text-stone-900">
          {message.english}
        </p>
        <p className="text-sm text-orange-700 italic">
          <span className="sr-only">Pronúncia: </span>/{message.phonetic}/
        </p>
        <p className="mt-1 text-sm text-stone-600">{message.portuguese}</p>
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          className="mt-2 text-xs font-medium text-stone-500 underline-offset-2 hover:text-stone-800 hover:underline"
        >
          {paused ? 'Retomar mensagens' : 'Pausar mensagens'}
        </button>
      </figcaption>
    </figure>
  );
}
