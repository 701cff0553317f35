import { checkRule } from '@savdo/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../controls/date-fields.tsx';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { displayMonth, today } from '../warehouse/dates.ts';
import { ASSETS_KEY, type AssetEntryRow, assetsApi, type WearMonthRow, type WearRunResult } from './api.ts';
import { PagedTable, ScreenHeader, usePagedList, useRefresh } from './common.tsx';
import { useEntryColumns } from './entry-columns.tsx';

/**
 * Wear-out (routes.md 2.28): straight-line monthly depreciation of every unit
 * in use, run per month (a month runs once), its totals by month and its
 * entries.
 */
export function WearOutPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const refresh = useRefresh();
  const [month, setMonth] = useState(today().slice(0, 7));
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<WearRunResult>();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<string>();
  const months = useQuery({
    queryKey: [ASSETS_KEY, 'wear-months'],
    queryFn: ({ signal }) => assetsApi.wearMonths(signal),
  });
  const entries = usePagedList('wear-entries', assetsApi.wearEntries, { page, month: shown });
  const columns = useEntryColumns([
    {
      key: 'month',
      title: t('basicTools.fields.month'),
      render: (_: unknown, r: AssetEntryRow) => displayMonth(String(r.month ?? ''), lang),
    },
  ]);

  const run = async () => {
    setRunning(true);
    try {
      setResult(await assetsApi.run(month));
      void refresh();
    } catch {
      // The main client has shown the server's message (a month already run, a future month).
    } finally {
      setRunning(false);
    }
  };

  const monthColumns: TableColumnsType<WearMonthRow> = [
    {
      key: 'month',
      title: t('basicTools.fields.month'),
      render: (_, r) => (
        <Typography.Link
          onClick={() => {
            setShown(r.month === shown ? undefined : r.month);
            setPage(1);
          }}
        >
          {displayMonth(r.month, lang)}
        </Typography.Link>
      ),
    },
    { key: 'units', title: t('basicTools.fields.units'), dataIndex: 'units', align: 'right' },
    {
      key: 'total',
      title: t('basicTools.fields.total'),
      align: 'right',
      render: (_, r) => <span data-testid={`wear-month-${r.month}`}>{money(r.total, 'UZS', lang)}</span>,
    },
  ];

  return (
    <section data-testid="wear-out-page">
      <ScreenHeader>
        {checkRule('depreciations.add', rules) && (
          <>
            <div style={{ width: 170 }}>
              <MonthField
                testId="wear-month"
                value={month}
                allowClear={false}
                onChange={(m) => setMonth(m ?? '')}
              />
            </div>
            <Button type="primary" data-testid="wear-run" loading={running} disabled={!month} onClick={run}>
              {t('basicTools.actions.run')}
            </Button>
          </>
        )}
      </ScreenHeader>
      {result && (
        <Alert
          type="success"
          showIcon
          data-testid="wear-result"
          title={t('basicTools.wear.done', {
            month: displayMonth(result.month, lang),
            units: result.units,
            total: money(result.total, 'UZS', lang),
          })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex gap={16} wrap align="start">
        <Card size="small" title={t('basicTools.wear.months')} style={{ minWidth: 320 }}>
          <ListTable<WearMonthRow>
            data-testid="wear-months"
            rowKey="month"
            size="small"
            columns={monthColumns}
            dataSource={months.data ?? []}
            loading={months.isLoading}
            pagination={false}
            locale={{ emptyText: t('basicTools.list.nothing') }}
          />
        </Card>
        <Card
          size="small"
          title={`${t('basicTools.wear.entries')}${shown ? ` — ${shown}` : ''}`}
          style={{ flex: 1 }}
        >
          <PagedTable<AssetEntryRow>
            testId="wear-entries"
            columns={columns}
            list={entries}
            page={page}
            onPage={setPage}
          />
        </Card>
      </Flex>
    </section>
  );
}
