import { checkRule } from '@savdo/shared/rules';
import { Button, Flex, Select, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../shared/option-select.tsx';
import { useRules } from '../../shell/session.ts';
import { displayDate } from '../warehouse/dates.ts';
import { money, useLanguage } from '../warehouse/format.ts';
import { assetsApi, type UnitRow } from './api.ts';
import { PagedTable, ScreenHeader, StatusTag, usePagedList, useRefresh } from './common.tsx';

// The dialogs (and the shared schemas they validate with) load when first opened.
const RepriceDialog = lazy(() => import('./unit-dialogs.tsx').then((m) => ({ default: m.RepriceDialog })));
const WriteOffDialog = lazy(() => import('./unit-dialogs.tsx').then((m) => ({ default: m.WriteOffDialog })));

const ALL = 'all';
type Filters = Record<'branch_id' | 'room_id' | 'responsible_id' | 'asset_group_id', number | undefined>;

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
  const [acting, setActing] = useState<{ unit: UnitRow; action: 'reprice' | 'write-off' }>();
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

  const columns: TableColumnsType<UnitRow> = [
    { key: 'id', title: '#', dataIndex: 'id', width: 60 },
    { key: 'asset', title: t('basicTools.fields.asset'), dataIndex: 'asset_name' },
    { key: 'code', title: t('basicTools.fields.inventoryCode'), dataIndex: 'inventory_code' },
    { key: 'group', title: t('basicTools.fields.group'), dataIndex: 'group_name' },
    { key: 'rate', title: t('basicTools.fields.rate'), dataIndex: 'depreciation_rate', align: 'right' },
    { key: 'branch', title: t('basicTools.fields.branch'), dataIndex: 'branch_name' },
    { key: 'room', title: t('basicTools.fields.room'), dataIndex: 'room_name' },
    { key: 'responsible', title: t('basicTools.fields.responsible'), dataIndex: 'responsible_name' },
    { key: 'date', title: t('basicTools.fields.putDate'), render: (_, r) => displayDate(r.put_date) },
    {
      key: 'cost',
      title: t('basicTools.fields.cost'),
      align: 'right',
      render: (_, r) => money(r.cost, 'UZS', lang),
    },
    {
      key: 'wear',
      title: t('basicTools.fields.wear'),
      align: 'right',
      render: (_, r) => money(r.wear, 'UZS', lang),
    },
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
        <OptionSelect
          source="branch"
          testId="filter-branch"
          value={filters.branch_id}
          onChange={filter('branch_id')}
          placeholder={t('basicTools.fields.branch')}
          style={{ width: 200 }}
        />
        <OptionSelect
          source="room"
          testId="filter-room"
          value={filters.room_id}
          onChange={filter('room_id')}
          placeholder={t('basicTools.fields.room')}
          style={{ width: 200 }}
        />
        <OptionSelect
          source="user"
          testId="filter-responsible"
          value={filters.responsible_id}
          onChange={filter('responsible_id')}
          placeholder={t('basicTools.fields.responsible')}
          style={{ width: 220 }}
        />
        <OptionSelect
          source="asset_group"
          testId="filter-group"
          value={filters.asset_group_id}
          onChange={filter('asset_group_id')}
          placeholder={t('basicTools.fields.group')}
          style={{ width: 220 }}
        />
      </Flex>
      <PagedTable testId="units-table" columns={columns} list={list} page={page} onPage={setPage} />
      <Suspense fallback={null}>
        {acting?.action === 'reprice' && <RepriceDialog unit={acting.unit} onClose={close} />}
        {acting?.action === 'write-off' && <WriteOffDialog unit={acting.unit} onClose={close} />}
      </Suspense>
    </section>
  );
}
