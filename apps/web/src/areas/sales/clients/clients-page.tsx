import { CheckCircleOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Input, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import type { ListColumn } from '../../../shared/list-columns.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { RowActions, rowActionsWidth } from '../../../shared/row-actions.tsx';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { CLIENTS_KEY, type ClientRow, clientsApi, shownDate, shownPhone } from './api.ts';
import { ClientFilterBar, type ClientFilters } from './client-filters.tsx';

const ClientDialog = lazy(() => import('./client-dialog.tsx').then((m) => ({ default: m.ClientDialog })));
const ClientCardDrawer = lazy(() =>
  import('./client-card.tsx').then((m) => ({ default: m.ClientCardDrawer })),
);

const DEFAULT_FILTERS: ClientFilters = { active: 'true' };

/**
 * /client/clients: the clients, newest first, server-paged, found by one
 * search box (a name in Latin or Cyrillic, PINFL, passport, phone or
 * contract number) and filters; each opens as a card with its files,
 * contracts, duplicates and history.
 */
export function ClientsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 300);
  const [filters, setFilters] = useState<ClientFilters>(DEFAULT_FILTERS);
  const [filterKey, setFilterKey] = useState(0);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const { table } = usePagedQuery([CLIENTS_KEY, 'list'], clientsApi.list, {
    ...filters,
    search: term || undefined,
  });
  const refresh = () => client.invalidateQueries({ queryKey: [CLIENTS_KEY] });
  const filtered = term !== '' || JSON.stringify(filters) !== JSON.stringify(DEFAULT_FILTERS);

  const toggle = async (row: ClientRow) => {
    const key = row.active ? 'clients.list.confirmDeactivate' : 'clients.list.confirmActivate';
    if (!(await confirm(key, { name: row.full_name }))) return;
    try {
      await clientsApi.setActive(row.id, !row.active);
    } catch {
      // the main client showed the error toast
    }
    await refresh();
  };

  const columns: ListColumn<ClientRow>[] = [
    { key: 'id', title: t('clients.fields.id'), dataIndex: 'id', width: 70 },
    {
      key: 'name',
      title: t('clients.fields.full_name'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => setOpened(r.id)} data-testid={`client-open-${r.id}`}>
            {r.full_name}
          </Typography.Link>
          {r.merged_into_id && <Tag>{t('clients.list.merged', { id: r.merged_into_id })}</Tag>}
        </Space>
      ),
    },
    { key: 'pinfl', title: t('clients.fields.pinfl'), dataIndex: 'pinfl' },
    { key: 'passport', title: t('clients.fields.passport'), dataIndex: 'passport' },
    {
      key: 'phones',
      essential: true,
      title: t('clients.fields.phones'),
      render: (_, r) => r.phones.map(shownPhone).join(', '),
    },
    { key: 'birth', title: t('clients.fields.birth_date'), render: (_, r) => shownDate(r.birth_date) },
    {
      key: 'address',
      title: t('clients.fields.address'),
      render: (_, r) => [r.province_name, r.region_name, r.village_name].filter(Boolean).join(', '),
    },
    { key: 'branch', title: t('clients.fields.branch_id'), dataIndex: 'branch_name' },
    {
      key: 'duplicates',
      title: t('clients.fields.duplicate_count'),
      render: (_, r) =>
        r.duplicate_count > 0 ? (
          <Tag color="orange" data-testid={`client-duplicates-${r.id}`}>
            {t('clients.list.duplicates', { n: r.duplicate_count })}
          </Tag>
        ) : null,
    },
    {
      key: 'status',
      title: t('clients.fields.status'),
      render: (_, r) => (
        <Tag color={r.active ? 'green' : 'default'}>
          {t(r.active ? 'clients.list.statusActive' : 'clients.list.statusInactive')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('clients.list.actions'),
      fixed: 'right',
      width: Math.max(rowActionsWidth(2), 96),
      render: (_, r) => (
        <RowActions
          actions={[
            rules.has('client.edit') && {
              key: 'edit',
              label: t('clients.list.edit'),
              icon: <EditOutlined />,
              onClick: () => setEditing(r.id),
              testId: `client-edit-${r.id}`,
            },
            rules.has('client.edit') &&
              !r.merged_into_id && {
                key: 'toggle',
                label: t(r.active ? 'clients.list.deactivate' : 'clients.list.activate'),
                icon: r.active ? <StopOutlined /> : <CheckCircleOutlined />,
                danger: r.active,
                onClick: () => void toggle(r),
                testId: `client-toggle-${r.id}`,
              },
          ]}
        />
      ),
    },
  ];

  return (
    <section data-testid="clients-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {rules.has('client.add') && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="client-add">
            {t('clients.list.add')}
          </Button>
        )}
      </Flex>
      <Input.Search
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('clients.list.search')}
        style={{ maxWidth: 640 }}
        data-testid="client-search"
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
        {t('clients.list.searchHint')}
      </Typography.Paragraph>
      <ClientFilterBar
        key={filterKey}
        value={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        onClear={() => {
          setFilters(DEFAULT_FILTERS);
          setSearch('');
          setFilterKey((k) => k + 1);
        }}
      />
      <PagedTable<ClientRow>
        testId="clients-table"
        rowKey="id"
        columns={columns}
        {...table}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(filtered ? 'clients.list.emptyFiltered' : 'clients.list.empty')}
            />
          ),
        }}
      />
      <Suspense fallback={null}>
        {editing !== null && (
          <ClientDialog
            clientId={editing === 'new' ? null : editing}
            onClose={(saved) => {
              setEditing(null);
              if (saved) {
                void refresh();
                if (editing === 'new') setOpened(saved);
              }
            }}
          />
        )}
        {opened !== null && (
          <ClientCardDrawer
            clientId={opened}
            onClose={() => setOpened(null)}
            onEdit={(id) => setEditing(id)}
            onOpen={(id) => setOpened(id)}
          />
        )}
      </Suspense>
    </section>
  );
}
