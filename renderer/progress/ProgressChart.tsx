/**
 * One measure (accuracy or speed) of each drill kind over time, as a line chart with a table of
 * the same numbers for screen readers and keyboard users. Kinds differ by dash pattern and marker
 * as well as colour, so colour is never the only cue.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DrillKind } from '../../shared/drills';
import type { Progress } from '../../shared/exam';
import { useExamFormat } from '../exam/format';
import { chartTooltip } from './chart-style';

const COLOURS = ['#d08c00', '#2f80ed', '#27ae60', '#c0392b', '#8e44ad', '#16a085', '#d35400', '#7f8c8d', '#e84393', '#2d3436'];
const DASHES = ['', '6 3', '2 3', '10 4 2 4', '1 6', '12 3', '4 4 1 4', '8 2 2 2 2 2', '3 8', '14 6'];
const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'cross', 'star', 'wye', 'circle', 'square', 'triangle'] as const;

export type Measure = 'accuracy' | 'speed';

export function ProgressChart({ progress, measure }: { progress: Progress; measure: Measure }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  const kinds = progress.kinds.filter((k) => k.points.length > 0);
  const value = (p: Progress['kinds'][number]['points'][number]) => (measure === 'accuracy' ? Math.round(p.accuracy * 1000) / 10 : p.medianSeconds);
  // One row per date, one column per kind: the shape both the chart and the table read.
  const dates = [...new Set(kinds.flatMap((k) => k.points.map((p) => p.date)))].sort();
  const rows = dates.map((date) => {
    const row: Record<string, number | string> = { date };
    for (const k of kinds) {
      const point = k.points.find((p) => p.date === date);
      if (point) row[k.kind] = value(point);
    }
    return row;
  });
  const show = (v: number) => (measure === 'accuracy' ? f.percent(v) : t('exams.seconds', { seconds: f.n(v) }));
  const title = t(`progress.chart.${measure}.title`);
  const name = (kind: DrillKind) => t(`kinds.${kind}.name`);

  return (
    <figure className="progress-chart" aria-labelledby={`${id}-cap`}>
      <figcaption id={`${id}-cap`}>
        <strong>{title}</strong> <span className="help">{t(`progress.chart.${measure}.help`)}</span>
      </figcaption>
      <div className="chart-box" aria-hidden="true">
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={rows} accessibilityLayer={false} title={title} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="date" tickFormatter={(d: string) => f.day(d)} stroke="var(--muted)" />
            <YAxis domain={measure === 'accuracy' ? [0, 100] : [0, (max: number) => Math.max(5, Math.ceil(max))]} allowDecimals={false} tickFormatter={(v: number) => (measure === 'accuracy' ? `${f.n(v)} %` : f.n(v))} stroke="var(--muted)" />
            <Tooltip labelFormatter={(d) => f.day(String(d))} formatter={(v) => show(Number(v))} {...chartTooltip} />
            {/* The legend's names in the text colour (the marker and dash tell the line): a line's colour as text can fall below AA. */}
            <Legend formatter={(value: string) => <span style={{ color: 'var(--text)' }}>{value}</span>} />
            {kinds.map((k, i) => (
              <Line
                key={k.kind}
                dataKey={k.kind}
                name={name(k.kind)}
                stroke={COLOURS[i % COLOURS.length]}
                strokeDasharray={DASHES[i % DASHES.length]}
                strokeWidth={2}
                dot={{ r: 4 }}
                legendType={MARKERS[i % MARKERS.length]}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className="chart-table">
        <summary>{t('progress.chart.table', { title })}</summary>
        <table>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('progress.chart.date')}</th>
              {kinds.map((k) => (
                <th key={k.kind} scope="col">
                  {name(k.kind)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date as string}>
                <th scope="row">{f.day(row.date as string)}</th>
                {kinds.map((k) => (
                  <td key={k.kind}>{row[k.kind] === undefined ? '—' : show(row[k.kind] as number)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
