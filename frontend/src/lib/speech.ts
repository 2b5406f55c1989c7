/**
 * Spec part 2 §9: the listen buttons speak en-US through the browser's
 * speech synthesis, each module at its own rate.
 */
export const SPEECH_RATES = { lab: 0.6, diagnostic: 0.7, scaffolder: 0.8, dictionary: 0.8 } as const;

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/** Says `text` in en-US, cutting off whatever was still being said. */
export function speak(text: string, rate: number): void {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  utterance.rate = rate;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

/** Stops what is being said, e.g. when the screen that started it closes. */
export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}
