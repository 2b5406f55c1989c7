/**
 * The admin analytics windows (spec part 1 §9), shared by the panel and every
 * service that adds figures to the AdminAnalytics entity. services/content/src/admin/README.md
 * defines the figures.
 */
export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];
export const DEFAULT_ANALYTICS_DAYS: AnalyticsWindow = 30;
/** "Weekly" figures cover the last 7 x 24 h. */
export const WEEK_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

export const isAnalyticsWindow = (days: number): days is AnalyticsWindow => (ANALYTICS_WINDOWS as readonly number[]).includes(days);

/** The start of a window of `days` x 24 h ending at `now`. */
export const windowStart = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);
