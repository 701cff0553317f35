import {
  type DashboardChartValue,
  type DashboardFigureValue,
  type DashboardTabAnswer,
  dashboardQuery,
  reportDefinition,
} from '@savdo/shared/reports';
import type { DashboardTab } from '@savdo/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Row, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n.ts';
import { loadScreenStrings } from '../../../shared/screen-strings.ts';
import { cellText } from '../catalogue/report-table.tsx';
import { DASHBOARD_KEY, dashboardApi } from './api.ts';
import { dashboardTabStrings } from './strings.ts';

// chart.js loads only when a tab with charts is shown (the report view's own chart)
const ReportChart = lazy(() =>
  import('../catalogue/report-chart.tsx').then((m) => ({ default: m.ReportChart })),
);

/** Where a figure or chart drills down: its report with the same filters and branch. */
export function reportLink(item: Parameters<typeof dashboardQuery>[0] & { code: string }, branchId?: number) {
  return `/information/reports?${new URLSearchParams({ code: item.code, ...dashboardQuery(item, branchId) })}`;
}

function FigureCard({ figure, branchId }: { figure: DashboardFigureValue; branchId?: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const column = reportDefinition(figure.code)?.columns.find((c) => c.key === figure.column) ?? {
    key: figure.column,
    type: 'number' as const,
  };
  const row = {
    [figure.column]: figure.value ?? (column.type === 'number' ? 0 : '0'),
    currency: figure.currency ?? null,
  };
  return (
    <Link to={reportLink(figure, branchId)} data-testid={`dashboard-figure-${figure.key}`}>
      <Card size="small" hoverable style={{ height: '100%' }}>
        <Typography.Text type="secondary">{t(`dashboard.figures.${figure.key}`)}</Typography.Text>
        <div style={{ fontSize: 22, fontWeight: 600, margin: '4px 0' }} data-testid="dashboard-figure-value">
          {cellText(column, row, t, lang)}
        </div>
        <Flex gap={4}>
          <Tag>{figure.code}</Tag>
          <Tag color={figure.period === 'today' ? 'blue' : 'green'}>
            {t(`dashboard.panel.${figure.period}`)}
          </Tag>
        </Flex>
      </Card>
    </Link>
  );
}

function ChartCard({ chart, branchId }: { chart: DashboardChartValue; branchId?: number }) {
  const { t } = useTranslation();
  const definition = reportDefinition(chart.code);
  return (
    <Card
      size="small"
      title={<Link to={reportLink(chart, branchId)}>{t(`reports.titles.${chart.code}`)}</Link>}
      extra={<Tag>{t(`dashboard.panel.${chart.period}`)}</Tag>}
      data-testid={`dashboard-chart-${chart.code}`}
    >
      {definition && chart.points.length > 0 ? (
        <Suspense fallback={<Spin />}>
          <ReportChart definition={definition} points={chart.points} />
        </Suspense>
      ) : (
        <Typography.Text type="secondary">{t('dashboard.panel.noChart')}</Typography.Text>
      )}
    </Card>
  );
}

function TabContent({ data, branchId }: { data: DashboardTabAnswer; branchId?: number }) {
  return (
    <Flex vertical gap={16}>
      <Row gutter={[12, 12]}>
        {data.figures.map((figure) => (
          <Col key={figure.key} xs={24} sm={12} md={8} xl={6}>
            <FigureCard figure={figure} branchId={branchId} />
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]}>
        {data.charts.map((chart) => (
          <Col key={chart.code} xs={24} xl={12}>
            <ChartCard chart={chart} branchId={branchId} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

/**
 * One dashboard tab: its figures as cards (each its report's total, a link to
 * the report with the same filters) and its two charts (the reports' own).
 */
export function TabPanel({ tab, branchId }: { tab: DashboardTab; branchId?: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data, isLoading, isError } = useQuery({
    queryKey: [DASHBOARD_KEY, tab.key, branchId, lang],
    // the reports' words come with the first tab shown (in the language in use)
    queryFn: ({ signal }) =>
      Promise.all([dashboardApi.tab(tab.key, branchId, signal), loadScreenStrings(dashboardTabStrings)]).then(
        ([answer]) => answer,
      ),
  });
  return (
    <div data-testid={`dashboard-tab-${tab.id}`}>
      {isLoading ? (
        <Flex gap={8} align="center" data-testid="dashboard-loading">
          <Spin />
          <Typography.Text type="secondary">{t('dashboard.panel.loading')}</Typography.Text>
        </Flex>
      ) : isError || !data ? (
        <Alert type="error" showIcon title={t('dashboard.panel.error')} />
      ) : data.figures.length === 0 && data.charts.length === 0 ? (
        <Alert type="info" showIcon title={t('dashboard.panel.empty')} />
      ) : (
        <TabContent data={data} branchId={branchId} />
      )}
    </div>
  );
}
