import { useEffect, useRef } from 'react';
import type { Chart } from 'chart.js';
import type { WeekCount } from '@backoffice/api/contract';

/**
 * Loads chart.js on demand (only this page needs it) and registers just the bar chart parts, so the
 * library stays out of the main bundle and unused chart types are tree-shaken.
 */
async function loadBarChart(): Promise<typeof Chart> {
  const { Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip } = await import('chart.js');
  Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
  return Chart;
}

/** A bar chart of sessions per week; the chart is created once and updated when the data changes. */
export function WeeklyChart({ weeks, label, ariaLabel }: { weeks: WeekCount[]; label: string; ariaLabel: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);

  useEffect(() => {
    const labels = weeks.map((w) => w.weekStart.slice(5));
    const data = weeks.map((w) => w.count);
    if (chart.current) {
      chart.current.data.labels = labels;
      chart.current.data.datasets[0]!.data = data;
      chart.current.update();
      return;
    }
    void loadBarChart().then((ChartClass) => {
      if (!canvas.current || chart.current) return;
      chart.current = new ChartClass(canvas.current, {
        type: 'bar',
        data: { labels, datasets: [{ label, data, backgroundColor: '#165DFF', borderRadius: 4 }] },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        },
      });
    });
  }, [weeks, label]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  return (
    <div style={{ position: 'relative', height: 260 }}>
      <canvas ref={canvas} role="img" aria-label={ariaLabel} data-testid="weekly-chart" />
    </div>
  );
}
