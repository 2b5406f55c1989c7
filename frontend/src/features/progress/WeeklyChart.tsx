import { useId } from 'react';
import { weekdayOf, type ProgressReport } from './progress-report.ts';

const WIDTH = 350;
const HEIGHT = 180;
const TOP = 20;
const BOTTOM = 24;
const SLOT = WIDTH / 7;
const BAR = 28;

/**
 * The last seven days as a bar chart. Screen readers get the chart as one
 * image whose description lists every day's minutes.
 */
export function WeeklyChart({ days }: { days: ProgressReport['weeklyMinutes'] }) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...days.map((d) => d.minutes));
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = days.length > 0 ? WIDTH / days.length : SLOT;
  const description = days.length ? days.map((d) => `${weekdayOf(d.date)} ${d.date}: ${d.minutes} min`).join('; ') : 'No practice recorded in the last 7 days.';

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} aria-describedby={descId} className="h-48 w-full">
      <title id={titleId}>Minutes practiced in the last 7 days</title>
      <desc id={descId}>{description}</desc>
      <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#fde68a" strokeWidth="2" />
      {days.map((day, i) => {
        const height = Math.round((day.minutes / max) * plot);
        const x = i * slot + (slot - BAR) / 2;
        const y = HEIGHT - BOTTOM - height;
        return (
          <g key={day.date}>
            <rect x={x} y={y} width={BAR} height={height} rx="4" fill="#ea580c" />
            <text x={x + BAR / 2} y={y - 6} textAnchor="middle" fontSize="11" fill="#44403c">
              {day.minutes}
            </text>
            <text x={x + BAR / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill="#78716c">
              {weekdayOf(day.date)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
