import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Only what a bar chart needs (Chart.js is tree-shaken to the parts registered here).
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const css = (name: string, fallback: string) =>
  (typeof document === 'undefined' ? '' : getComputedStyle(document.documentElement).getPropertyValue(name).trim()) ||
  fallback;

/** A series of a bar chart: its legend label, one value per category, and the design token it is drawn in. */
export interface BarSeries {
  label: string;
  values: readonly number[];
  color: '--color-primary' | '--color-success' | '--color-focus';
}
const FALLBACK = { '--color-primary': '#f5b400', '--color-success': '#3ccf91', '--color-focus': '#7cb4ff' };

/** Grouped bars in the theme's colours (loaded on first use: Chart.js is not in the first JS). */
export default function BarChartView({
  labels,
  series,
  title,
}: {
  labels: readonly string[];
  series: readonly BarSeries[];
  title: string;
}) {
  const text = css('--color-text-muted', '#a3adc2');
  const grid = css('--color-border', '#33405a');
  return (
    <Bar
      role="img"
      aria-label={title}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { labels: { color: text } } },
        scales: {
          x: { ticks: { color: text }, grid: { color: grid } },
          y: { ticks: { color: text }, grid: { color: grid } },
        },
      }}
      data={{
        labels: [...labels],
        datasets: series.map((s) => ({
          label: s.label,
          data: [...s.values],
          backgroundColor: css(s.color, FALLBACK[s.color]),
        })),
      }}
    />
  );
}
