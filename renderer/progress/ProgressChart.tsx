/**
 * One measure (accuracy or speed) of each drill kind over time, as a line chart with a table of
 * the same numbers for screen readers and keyboard users. Kinds differ by dash pattern and marker
 * as well as colour, so colour is never the only cue.
 */
import { useTranslation } from 'react-i18next';
import type { DrillKind } from '../../shared/drills';
import type { Progress } from '../../shared/exam';
import { useExamFormat } from '../exam/format';
import { ChartFigure, type ChartRow } from './ChartFigure';

const COLOURS = ['#d08c00', '#2f80ed', '#27ae60', '#c0392b', '#8e44ad', '#16a085', '#d35400', '#7f8c8d', '#e84393', '#2d3436'];
const DASHES = ['', '6 3', '2 3', '10 4 2 4', '1 6', '12 3', '4 4 1 4', '8 2 2 2 2 2', '3 8', '14 6'];
const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'cross', 'star', 'wye', 'circle', 'square', 'triangle'] as const;

export type Measure = 'accuracy' | 'speed';

export function ProgressChart({ progress, measure }: { progress: Progress; measure: Measure }) {
  const { t } = useTranslation();
  const f = useExamFormat();
  const kinds = progress.kinds.filter((k) => k.points.length > 0);
  const value = (p: Progress['kinds'][number]['points'][number]) => (measure === 'accuracy' ? Math.round(p.accuracy * 1000) / 10 : p.medianSeconds);
  // One row per date, one column per kind: the shape both the chart and the table read.
  const dates = [...new Set(kinds.flatMap((k) => k.points.map((p) => p.date)))].sort();
  const rows = dates.map((date) => {
    const row: ChartRow = { date };
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
    <ChartFigure
      className="progress-chart"
      title={title}
      help={t(`progress.chart.${measure}.help`)}
      height={260}
      lines={kinds.map((k, i) => ({ key: k.kind, name: name(k.kind), stroke: COLOURS[i % COLOURS.length], dash: DASHES[i % DASHES.length], marker: MARKERS[i % MARKERS.length] }))}
      rows={rows}
      dateHeader={t('progress.chart.date')}
      show={show}
      yDomain={measure === 'accuracy' ? [0, 100] : [0, (max: number) => Math.max(5, Math.ceil(max))]}
      yTick={(v) => (measure === 'accuracy' ? `${f.n(v)} %` : f.n(v))}
      legend
      named
    />
  );
}
