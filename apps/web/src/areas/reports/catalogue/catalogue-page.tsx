import { REPORT_GROUPS, type ReportCatalogueEntry } from '@savdo/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Input, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { REPORTS_KEY, reportsApi } from './api.ts';
import { matchesSearch } from './search.ts';

// the report's screen (table, filters, and its chart and exports) is a chunk of its own
const ReportView = lazy(() => import('./report-view.tsx').then((m) => ({ default: m.ReportView })));

/**
 * `/information/reports` (report.show): the reports the user may open,
 * grouped by the seven groups, searchable by code or title, the recently
 * opened ones first; `?code=R0034` opens that report in place.
 */
export function CataloguePage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  if (code)
    return (
      <Suspense fallback={null}>
        <ReportView key={code} code={code} />
      </Suspense>
    );
  return <Catalogue />;
}

function ReportLink({ entry }: { entry: ReportCatalogueEntry }) {
  const { t } = useTranslation();
  const title = t(`reports.titles.${entry.code}`);
  return (
    <Flex gap={8} align="baseline" data-testid={`report-${entry.code}`}>
      <Tag>{entry.code}</Tag>
      {entry.built ? (
        <Link to={`?code=${entry.code}`}>{title}</Link>
      ) : (
        <Typography.Text type="secondary">
          {title} <Tag color="default">{t('reports.ui.notBuilt')}</Tag>
        </Typography.Text>
      )}
    </Flex>
  );
}

function Catalogue() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [search, setSearch] = useState('');
  const { data, isError } = useQuery({ queryKey: [REPORTS_KEY, 'catalogue'], queryFn: reportsApi.catalogue });
  const shown = useMemo(
    () => (data?.reports ?? []).filter((r) => matchesSearch(search, r.code, t(`reports.titles.${r.code}`))),
    [data, search, t],
  );
  const recent = (data?.recent ?? [])
    .map((code) => shown.find((r) => r.code === code))
    .filter((r): r is ReportCatalogueEntry => r !== undefined);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Input.Search
        data-testid="report-search"
        allowClear
        placeholder={t('reports.ui.search')}
        onChange={(e) => setSearch(e.target.value)}
        style={{ maxWidth: 420 }}
      />
      {isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {data && data.reports.length === 0 && <Empty description={t('reports.ui.empty')} />}
      {data && data.reports.length > 0 && shown.length === 0 && (
        <Empty description={t('reports.ui.nothingFound')} />
      )}
      {recent.length > 0 && (
        <Card size="small" title={t('reports.ui.recent')} data-testid="reports-recent">
          <Flex vertical gap={6}>
            {recent.map((entry) => (
              <ReportLink key={entry.code} entry={entry} />
            ))}
          </Flex>
        </Card>
      )}
      {REPORT_GROUPS.map((group) => {
        const inGroup = shown.filter((r) => r.group === group);
        if (inGroup.length === 0) return null;
        return (
          <Card
            key={group}
            size="small"
            title={t(`reports.groups.${group}`)}
            data-testid={`reports-group-${group}`}
          >
            <Flex vertical gap={6}>
              {inGroup.map((entry) => (
                <ReportLink key={entry.code} entry={entry} />
              ))}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
