import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec part 1 §9 and part 2 §9 (the tutor's and the Socratic chat's click-to-translate): a word's translation shows for 2 s. */
const TRANSLATION_TOOLTIP_MS = 2000;

export interface ShownTranslation {
  /** Which word of which message: only one tooltip shows at a time. */
  key: string;
  text: string;
}

/**
 * The one translation on screen; showing another replaces it and restarts its
 * 2 s. Escape closes it sooner (WCAG 1.4.13: content shown on demand can be
 * dismissed without moving focus), wherever focus is. While the pointer or
 * focus is on it (its 'Adicionar ao dicionário' button), it stays: `hold`
 * stops the clock and `release` gives it its 2 s again.
 */
export function useWordTooltip() {
  const [shown, setShown] = useState<ShownTranslation | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const release = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(null), TRANSLATION_TOOLTIP_MS);
  }, []);
  const show = useCallback(
    (key: string, text: string) => {
      setShown({ key, text });
      release();
    },
    [release],
  );
  const hold = useCallback(() => clearTimeout(timer.current), []);

  const open = shown !== null;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(timer.current);
      setShown(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { shown, show, hold, release };
}
