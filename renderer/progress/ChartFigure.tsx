/**
 * Lines over days as a chart, with a table of the same numbers for screen readers and keyboard
 * users (the chart itself is hidden from them): the one figure of the progress page and of Home.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, type LegendType, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type YAxisProps } from 'recharts';
import { useExamFormat } from '../exam/format';
import { chartTooltip } from './chart-style';

export interface ChartLine {
  key: string;
  name: string;
  stroke: string;
  dash?: string;
  marker?: LegendType;
}

/** A row per date; a line's value under its key, or none that day. */
export type ChartRow = { date: string } & Record<string, number | string | undefined>;

export function ChartFigure({ className, title, help, height, lines, rows, dateHeader, show, yDomain, yTick, legend = false, named = false }: {
  className: string;
  title: string;
  help: string;
  height: number;
  lines: readonly ChartLine[];
  rows: readonly ChartRow[];
  dateHeader: string;
  show(value: number): string;
  yDomain: YAxisProps['domain'];
  yTick(value: number): string;
  /** The lines' names under the chart (more than one line can be drawn). */
  legend?: boolean;
  /** The chart and the table carry the title too. */
  named?: boolean;
}) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const id = useId();
  return (
    <figure className={className} aria-labelledby={`${id}-cap`}>
      <figcaption id={`${id}-cap`}>
        <strong>{title}</strong> <span className="help">{help}</span>
      </figcaption>
      <div className="chart-box" aria-hidden="true">
        <ResponsiveContainer width="100%" height={height}>
          <LineChart data={[...rows]} accessibilityLayer={false} title={named ? title : undefined} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="date" tickFormatter={(d: string) => f.day(d)} stroke="var(--muted)" />
            <YAxis domain={yDomain} allowDecimals={false} tickFormatter={yTick} stroke="var(--muted)" />
            <Tooltip labelFormatter={(d) => f.day(String(d))} formatter={(v) => show(Number(v))} {...chartTooltip} />
            {/* The legend's names in the text colour (the marker and dash tell the line): a line's colour as text can fall below AA. */}
            {legend && <Legend formatter={(value: string) => <span style={{ color: 'var(--text)' }}>{value}</span>} />}
            {lines.map((line) => (
              <Line
                key={line.key}
                dataKey={line.key}
                name={line.name}
                stroke={line.stroke}
                strokeDasharray={line.dash}
                strokeWidth={2}
                dot={{ r: 4 }}
                legendType={line.marker}
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
          {named && <caption className="sr-only">{title}</caption>}
          <thead>
            <tr>
              <th scope="col">{dateHeader}</th>
              {lines.map((line) => (
                <th key={line.key} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date}>
                <th scope="row">{f.day(row.date)}</th>
                {lines.map((line) => (
                  <td key={line.key}>{row[line.key] === undefined ? '—' : show(row[line.key] as number)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
