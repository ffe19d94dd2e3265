/**
 * How the charts' tooltips look (Results' progress chart and Home's): the tooltip in the page's own text and surface colours: recharts otherwise writes each value in
 * its line's colour, which on the surface falls below AA (2.8:1 measured).
 */
export const chartTooltip = {
  contentStyle: { background: 'var(--surface)', color: 'var(--text)', border: '1px solid var(--border)' },
  itemStyle: { color: 'var(--text)' },
  labelStyle: { color: 'var(--text)' },
} as const;
