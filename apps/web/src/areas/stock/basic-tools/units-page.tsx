import { checkRule } from '@savdo/shared/rules';
import { Button, Flex, Select, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect, type OptionSource } from '../../../controls/option-select.tsx';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { displayDate } from '../warehouse/dates.ts';
import { type AssetUnitRow, assetsApi } from './api.ts';
import { PagedTable, ScreenHeader, StatusTag, usePagedList, useRefresh } from './common.tsx';

// The dialogs (and the shared schemas they validate with) load when first opened.
const RepriceDialog = lazy(() => import('./unit-dialogs.tsx').then((m) => ({ default: m.RepriceDialog })));
const WriteOffDialog = lazy(() => import('./unit-dialogs.tsx').then((m) => ({ default: m.WriteOffDialog })));

const ALL = 'all';
type Filters = Record<'branch_id' | 'room_id' | 'responsible_id' | 'asset_group_id', number | undefined>;

/** The filters by option list: the field, its list, test id, label (`basicTools.fields.*`) and width. */
const FILTERS: [keyof Filters, OptionSource, string, string, number][] = [
  ['branch_id', 'branch', 'filter-branch', 'branch', 200],
  ['room_id', 'room', 'filter-room', 'room', 200],
  ['responsible_id', 'user', 'filter-responsible', 'responsible', 220],
  ['asset_group_id', 'asset_group', 'filter-group', 'group', 220],
];

/**
 * Fixed assets in use (routes.md 2.28 main-tools-in-use): every unit with its
 * room, responsible person, cost, accumulated wear and book value, by branch,
 * room, person, group and status; repricing and write-off from the row.
 */
export function UnitsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const refresh = useRefresh();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string>('IN_USE');
  const [filters, setFilters] = useState<Filters>({
    branch_id: undefined,
    room_id: undefined,
    responsible_id: undefined,
    asset_group_id: undefined,
  });
  const [acting, setActing] = useState<{ unit: AssetUnitRow; action: 'reprice' | 'write-off' }>();
  const list = usePagedList('units', assetsApi.units, {
    page,
    status: status === ALL ? undefined : status,
    ...filters,
  });
  const filter = (key: keyof Filters) => (value: number | undefined) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const canReprice = checkRule('repricing.add', rules);
  const canWriteOff = checkRule('asset_write_off.add', rules);

  const amount = (key: 'cost' | 'wear', title: string): TableColumnsType<AssetUnitRow>[number] => ({
    key,
    title,
    align: 'right',
    render: (_, r) => money(r[key], 'UZS', lang),
  });
  const columns: TableColumnsType<AssetUnitRow> = [
    { key: 'id', title: '#', dataIndex: 'id', width: 60 },
    { key: 'asset', title: t('basicTools.fields.asset'), dataIndex: 'asset_name' },
    { key: 'code', title: t('basicTools.fields.inventoryCode'), dataIndex: 'inventory_code' },
    { key: 'group', title: t('basicTools.fields.group'), dataIndex: 'group_name' },
    { key: 'rate', title: t('basicTools.fields.rate'), dataIndex: 'depreciation_rate', align: 'right' },
    { key: 'branch', title: t('basicTools.fields.branch'), dataIndex: 'branch_name' },
    { key: 'room', title: t('basicTools.fields.room'), dataIndex: 'room_name' },
    { key: 'responsible', title: t('basicTools.fields.responsible'), dataIndex: 'responsible_name' },
    { key: 'date', title: t('basicTools.fields.putDate'), render: (_, r) => displayDate(r.put_date) },
    amount('cost', t('basicTools.fields.cost')),
    amount('wear', t('basicTools.fields.wear')),
    {
      key: 'book',
      title: t('basicTools.fields.bookValue'),
      align: 'right',
      render: (_, r) => <span data-testid={`unit-book-${r.id}`}>{money(r.book_value, 'UZS', lang)}</span>,
    },
    {
      key: 'status',
      title: t('basicTools.fields.status'),
      render: (_, r) => <StatusTag status={r.status} />,
    },
    {
      key: 'actions',
      title: '',
      render: (_, unit) =>
        unit.status === 'IN_USE' && (
          <Flex gap={4}>
            {canReprice && (
              <Button
                size="small"
                data-testid={`unit-reprice-${unit.id}`}
                onClick={() => setActing({ unit, action: 'reprice' })}
              >
                {t('basicTools.actions.reprice')}
              </Button>
            )}
            {canWriteOff && (
              <Button
                size="small"
                danger
                data-testid={`unit-write-off-${unit.id}`}
                onClick={() => setActing({ unit, action: 'write-off' })}
              >
                {t('basicTools.actions.writeOff')}
              </Button>
            )}
          </Flex>
        ),
    },
  ];

  const close = (saved: boolean) => {
    setActing(undefined);
    if (saved) void refresh();
  };

  return (
    <section data-testid="units-page">
      <ScreenHeader />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select<string>
          data-testid="filter-status"
          aria-label={t('basicTools.fields.status')}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          options={[
            { value: ALL, label: t('basicTools.filters.allStatuses') },
            { value: 'IN_USE', label: t('basicTools.status.IN_USE') },
            { value: 'WRITTEN_OFF', label: t('basicTools.status.WRITTEN_OFF') },
            { value: 'CANCELED', label: t('basicTools.status.CANCELED') },
          ]}
          style={{ width: 200 }}
        />
        {FILTERS.map(([key, source, testId, label, width]) => (
          <OptionSelect
            key={key}
            source={source}
            testId={testId}
            value={filters[key]}
            onChange={filter(key)}
            placeholder={t(`basicTools.fields.${label}`)}
            aria-label={t(`basicTools.fields.${label}`)}
            style={{ width }}
          />
        ))}
      </Flex>
      <PagedTable testId="units-table" columns={columns} list={list} page={page} onPage={setPage} />
      <Suspense fallback={null}>
        {acting?.action === 'reprice' && <RepriceDialog unit={acting.unit} onClose={close} />}
        {acting?.action === 'write-off' && <WriteOffDialog unit={acting.unit} onClose={close} />}
      </Suspense>
    </section>
  );
}
