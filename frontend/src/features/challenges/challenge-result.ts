/** Spec part 1 §4 Challenge: the score is the share of requirements covered, capped at 100. */
const MAX_SCORE = 100;

export function challengeScore(covered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(MAX_SCORE, (covered / total) * 100);
}

/** Spec part 1 §4: the feedback for a score, by band (90 or more, 70 or more, 50 or more, below). */
const FEEDBACK_BANDS = [
  { from: 90, feedback: 'Excellent performance! You covered all key points with confidence.' },
  { from: 70, feedback: 'Good job! Focus on covering more key requirements next time.' },
  { from: 50, feedback: 'Not bad! Practice more to improve your confidence and coverage.' },
] as const;
const BELOW_BANDS_FEEDBACK = 'Keep practicing! Focus on the key requirements for better results.';

export function challengeFeedback(score: number): string {
  return FEEDBACK_BANDS.find((band) => score >= band.from)?.feedback ?? BELOW_BANDS_FEEDBACK;
}

/**
 * The seconds a completion reports: the time spent, at least 1 (a completion
 * in the first second still took time) and at most the challenge's length,
 * which is what the server accepts.
 */
export function spentSeconds(totalSeconds: number, remainingSeconds: number): number {
  return Math.min(totalSeconds, Math.max(1, totalSeconds - remainingSeconds));
}

/** mm:ss, as the countdown shows it. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}
