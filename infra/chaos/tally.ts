/**
 * What the learners got during a scenario: answers by status, the answers a
 * fault must never produce, and how long after the fault answers were normal
 * again. Pure: times are milliseconds on the scenario's clock.
 */
export interface Sample {
  route: string;
  sentAt: number;
  answeredAt: number;
  status: number | 'no answer';
  message?: string;
}

/** 503 and 504 are the answers a fault may produce, and only with a message saying what happened. */
const isAcceptableFailure = (s: Sample) => (s.status === 503 || s.status === 504) && Boolean(s.message?.trim());

const isServerFailure = (s: Sample) => s.status === 'no answer' || s.status >= 500;

/** `{ "200": 412, "503": 3 }`, statuses in ascending order, 'no answer' last. */
export function statusCounts(samples: Sample[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const s of samples) counts.set(String(s.status), (counts.get(String(s.status)) ?? 0) + 1);
  return Object.fromEntries([...counts].sort(([a], [b]) => (Number(a) || Infinity) - (Number(b) || Infinity)));
}

/** Answers the goal forbids: a 5xx other than 503/504 with a message, a 503/504 without one, or none at all. */
export function forbiddenAnswers(samples: Sample[]): Sample[] {
  return samples.filter((s) => isServerFailure(s) && !isAcceptableFailure(s));
}

/**
 * Milliseconds from the end of the fault to the last failed answer (0 when
 * nothing failed after it); null when the last request of some route still
 * failed, i.e. it had not recovered when the learners stopped.
 */
export function recoveryMs(samples: Sample[], faultEndedAt: number): number | null {
  const byRoute = Map.groupBy(samples, (s) => s.route);
  for (const list of byRoute.values()) {
    const last = list.reduce((a, b) => (b.sentAt > a.sentAt ? b : a));
    if (last.sentAt >= faultEndedAt && isServerFailure(last)) return null;
  }
  const lastFailure = Math.max(faultEndedAt, ...samples.filter(isServerFailure).map((s) => s.answeredAt));
  return lastFailure - faultEndedAt;
}

/** The longest wait for an answer, per route, in milliseconds. */
export function slowestByRoute(samples: Sample[]): Record<string, number> {
  const slowest: Record<string, number> = {};
  for (const s of samples) slowest[s.route] = Math.max(slowest[s.route] ?? 0, s.answeredAt - s.sentAt);
  return slowest;
}
