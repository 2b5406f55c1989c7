import { useId } from 'react';
import { EXCELLENT_SCORE, GOOD_SCORE } from '../../lib/ui/score-band.ts';
import { sessionDate, sessionDay, type PhoneticSessionItem } from './model.ts';

const WIDTH = 600;
const HEIGHT = 220;
const LEFT = 36;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 28;
/** Past this many sessions the chart shows the latest ones; the table below still lists every session. */
const CHART_MAX_SESSIONS = 30;

/**
 * Accuracy over time (oldest on the left), with the score bands' lines at 70
 * and 90. The chart is one image for screen readers; the table after it is
 * its text alternative, open to everyone.
 */
export function AccuracyChart({ sessions }: { sessions: readonly PhoneticSessionItem[] }) {
  const titleId = useId();
  const scored = sessions
    .filter((s): s is PhoneticSessionItem & { accuracyScore: number } => s.accuracyScore !== null)
    .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (scored.length === 0) return <p className="py-8 text-center text-stone-600">Grave sua primeira sessão para ver o gráfico de evolução.</p>;

  const shown = scored.slice(-CHART_MAX_SESSIONS);
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const x = (i: number) => LEFT + (shown.length === 1 ? plotWidth / 2 : (i * plotWidth) / (shown.length - 1));
  const y = (score: number) => TOP + plotHeight - (score / 100) * plotHeight;
  const points = shown.map((s, i) => `${x(i)},${y(s.accuracyScore)}`).join(' ');
  const labelEvery = Math.max(1, Math.ceil(shown.length / 8));

  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="h-56 w-full">
        <title
          id={titleId}
        >{`Gráfico da precisão ${shown.length === 1 ? 'da sessão' : `das últimas ${shown.length} sessões, da mais antiga à mais recente`}; os valores estão na tabela abaixo.`}</title>
        {[0, 50, 100].map((tick) => (
          <text key={tick} x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#57534e">
            {tick}
          </text>
        ))}
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(0)} y2={y(0)} stroke="#d6d3d1" />
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(EXCELLENT_SCORE)} y2={y(EXCELLENT_SCORE)} stroke="#16a34a" strokeDasharray="4 4" />
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(GOOD_SCORE)} y2={y(GOOD_SCORE)} stroke="#ca8a04" strokeDasharray="4 4" />
        <polyline points={points} fill="none" stroke="#c2410c" strokeWidth="2.5" strokeLinejoin="round" />
        {shown.map((s, i) => (
          <g key={s.id}>
            <circle cx={x(i)} cy={y(s.accuracyScore)} r="4" fill="#c2410c" />
            {i % labelEvery === 0 && (
              <text x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#57534e">
                {sessionDay(s.createdAt)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <details className="mt-3 text-sm text-stone-700">
        <summary className="cursor-pointer font-medium text-stone-800">Ver os dados do gráfico</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Precisão por sessão</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Data
              </th>
              <th scope="col" className="py-1">
                Precisão
              </th>
            </tr>
          </thead>
          <tbody>
            {scored.map((s) => (
              <tr key={s.id}>
                <td className="py-1">{sessionDate(s.createdAt)}</td>
                <td className="py-1">{s.accuracyScore}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
