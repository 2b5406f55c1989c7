/** Elapsed seconds as m:ss (0:07, 12:30), as the practice modules' timers show them. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
