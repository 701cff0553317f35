import { type ReportExportFormat, reportDefinition } from '@savdo/shared/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { saveFile } from '../../../engine/resource-api.ts';
import { REPORTS_KEY, type ReportParams, reportsApi } from './api.ts';
import { ReportTable } from './report-table.tsx';
import './report-print.css';

// chart.js loads only when a report with a chart is shown; the filter form (antd Form, date picker) on its own
const ReportFilters = lazy(() => import('./report-filters.tsx').then((m) => ({ default: m.ReportFilters })));
const ReportChart = lazy(() => import('./report-chart.tsx').then((m) => ({ default: m.ReportChart })));

/** One report (`/information/reports?code=…&<filters>`): its filters in the URL, table, totals, chart, exports. */
export function ReportView({ code }: { code: string }) {
  const { t } = useTranslation();
  const definition = reportDefinition(code);
  const [params, setParams] = useSearchParams();
  const filters: ReportParams = Object.fromEntries([...params].filter(([key]) => key !== 'code'));
  const [exporting, setExporting] = useState<ReportExportFormat | null>(null);
  const { data, isFetching, isError } = useQuery({
    queryKey: [REPORTS_KEY, code, filters],
    queryFn: ({ signal }) => reportsApi.page(code, filters, signal),
    placeholderData: keepPreviousData,
    enabled: definition !== undefined,
  });
  const apply = (next: ReportParams) => setParams({ code, ...next });
  const download = async (format: ReportExportFormat) => {
    setExporting(format);
    try {
      saveFile(await reportsApi.download(code, format, filters), `${code}.${format}`);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Flex vertical gap={12} data-testid="report-view">
      <Link to="/information/reports" className="no-print">
        ← {t('reports.ui.back')}
      </Link>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          <Tag>{code}</Tag>
          {t(`reports.titles.${code}`)}
        </Typography.Title>
        {definition && (
          <Space className="no-print">
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                data-testid={`report-export-${format}`}
                loading={exporting === format}
                onClick={() => void download(format)}
              >
                {t(format === 'xlsx' ? 'reports.ui.exportXlsx' : 'reports.ui.exportCsv')}
              </Button>
            ))}
            <Button data-testid="report-print" onClick={() => window.print()}>
              {t('reports.ui.print')}
            </Button>
          </Space>
        )}
      </Flex>
      {!definition && <Alert type="info" showIcon title={t('reports.ui.notBuilt')} />}
      {definition && (
        <>
          <div className="no-print">
            <Suspense fallback={null}>
              <ReportFilters
                key={params.toString()}
                definition={definition}
                value={filters}
                onApply={apply}
              />
            </Suspense>
          </div>
          {isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
          {data && data.chart.length > 0 && (
            <Suspense fallback={null}>
              <ReportChart definition={definition} points={data.chart} />
            </Suspense>
          )}
          <ReportTable
            definition={definition}
            page={data}
            loading={isFetching}
            filters={filters}
            onPage={(page, perPage) => apply({ ...filters, page: String(page), per_page: String(perPage) })}
          />
        </>
      )}
    </Flex>
  );
}
