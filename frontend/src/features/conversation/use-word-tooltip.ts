import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec part 1 §9: a word's translation shows for 2 s. */
export const TRANSLATION_TOOLTIP_MS = 2000;

export interface ShownTranslation {
  /** Which word of which message: only one tooltip shows at a time. */
  key: string;
  text: string;
}

/** The one translation on screen; showing another replaces it and restarts its 2 s. */
export function useWordTooltip() {
  const [shown, setShown] = useState<ShownTranslation | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((key: string, text: string) => {
    clearTimeout(timer.current);
    setShown({ key, text });
    timer.current = setTimeout(() => setShown(null), TRANSLATION_TOOLTIP_MS);
  }, []);

  return { shown, show };
}
