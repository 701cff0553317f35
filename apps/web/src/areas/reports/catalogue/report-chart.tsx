import { columnTitleKey, type ReportChartPoint, type ReportDefinition } from '@savdo/shared/reports';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  PieController,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// only the parts a bar and a pie need (chart.js is tree-shaken; this file is a chunk of its own)
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  PieController,
  ArcElement,
  Tooltip,
  Legend,
);

const COLOURS = ['#1677ff', '#52c41a', '#faad14', '#eb2f96', '#13c2c2', '#722ed1', '#fa541c', '#a0d911'];

interface Props {
  definition: ReportDefinition;
  points: ReportChartPoint[];
}

/** The report's chart: its value summed by its label over every filtered row (the server's sums). */
export function ReportChart({ definition, points }: Props) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = definition.chart;
  const labelColumn = definition.columns.find((c) => c.key === chart?.label);
  const valueTitle = columnTitleKey(
    definition.columns.find((c) => c.key === chart?.value) ?? { key: chart?.value ?? '', type: 'number' },
  );
  useEffect(() => {
    if (!canvas.current || !chart) return;
    const labels = points.map((p) =>
      labelColumn?.type === 'enum' ? t(`${labelColumn.enumPrefix}.${p.label}`) : p.label,
    );
    // the sums are exact decimal strings; a chart only draws them, so a float is enough here
    const values = points.map((p) => Number(p.value));
    const instance = new Chart(canvas.current, {
      type: chart.kind,
      data: {
        labels,
        datasets: [
          {
            label: t(valueTitle),
            data: values,
            backgroundColor:
              chart.kind === 'pie' ? labels.map((_, i) => COLOURS[i % COLOURS.length]) : COLOURS[0],
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        indexAxis: chart.kind === 'bar' && labels.length > 8 ? 'y' : 'x',
        plugins: { legend: { display: chart.kind === 'pie', position: 'right' } },
      },
    });
    return () => instance.destroy();
  }, [chart, points, labelColumn, valueTitle, t]);
  if (!chart || points.length === 0) return null;
  return (
    <div style={{ position: 'relative', height: 280, maxWidth: 900 }} data-testid="report-chart">
      <canvas ref={canvas} />
    </div>
  );
}
