import { ANALYTICS_WINDOWS, isAnalyticsWindow, type AnalyticsWindow } from '@juba/contracts/admin-analytics';
import { badInput } from './errors.ts';

/** The window an AdminAnalytics reference names, or BAD_USER_INPUT. */
export function validateAnalyticsDays(days: number): AnalyticsWindow {
  if (!isAnalyticsWindow(days)) throw badInput(`days must be one of ${ANALYTICS_WINDOWS.join(', ')} (got ${days})`);
  return days;
}
