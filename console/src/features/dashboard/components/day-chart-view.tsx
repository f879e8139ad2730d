import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { DashboardDay } from 'shared-contracts';

// Only what a bar chart needs (Chart.js is tree-shaken to the parts registered here).
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const css = (name: string, fallback: string) =>
  (typeof document === 'undefined' ? '' : getComputedStyle(document.documentElement).getPropertyValue(name).trim()) ||
  fallback;

/** GGR, deposits and withdrawals per day as grouped bars (loaded on first use: Chart.js is not in the first JS). */
export default function DayChartView({
  days,
  labels,
  title,
}: {
  days: readonly DashboardDay[];
  labels: { ggr: string; deposits: string; withdrawals: string };
  title: string;
}) {
  const text = css('--color-text-muted', '#a3adc2');
  const grid = css('--color-border', '#33405a');
  const series = [
    { label: labels.ggr, key: 'ggr', color: css('--color-primary', '#f5b400') },
    { label: labels.deposits, key: 'deposits', color: css('--color-success', '#3ccf91') },
    { label: labels.withdrawals, key: 'withdrawals', color: css('--color-focus', '#7cb4ff') },
  ] as const;
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
        labels: days.map((d) => d.date.slice(5)),
        datasets: series.map((s) => ({
          label: s.label,
          data: days.map((d) => Number(d[s.key])),
          backgroundColor: s.color,
        })),
      }}
    />
  );
}
