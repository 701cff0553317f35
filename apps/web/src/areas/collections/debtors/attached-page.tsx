import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { type AttachedGroupRow, COLLECTIONS_KEY, collectionsApi } from './api.ts';
import { contractColumns } from './contract-columns.tsx';
import { useRowActions } from './contracts-page.tsx';

const ATTACH_RULES = ['contract_responsible.attach', 'responsible_attach_the_contract.attach'];

/** A responsible's contracts with debt (a page of 100), ticked ones detached. */
function GroupContracts({ responsibleId }: { responsibleId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const client = useQueryClient();
  const { actions, dialogs } = useRowActions();
  const [picked, setPicked] = useState<number[]>([]);
  const query = { responsible_id: responsibleId, late_only: 'false', per_page: 100 };
  const rows = useQuery({
    queryKey: [COLLECTIONS_KEY, 'attached', responsibleId],
    queryFn: ({ signal }) => collectionsApi.contracts(query, signal),
  });
  const may = ATTACH_RULES.some((r) => rules.has(r));
  return (
    <Flex vertical gap={8}>
      {may && (
        <Popconfirm
          title={t('collections.actions.detach')}
          disabled={picked.length === 0}
          onConfirm={async () => {
            await collectionsApi.detach(picked);
            setPicked([]);
            void client.invalidateQueries({ queryKey: [COLLECTIONS_KEY] });
          }}
        >
          <Button danger disabled={picked.length === 0} style={{ alignSelf: 'start' }}>
            {t('collections.actions.detach')} ({picked.length})
          </Button>
        </Popconfirm>
      )}
      <ListTable
        size="small"
        rowKey="id"
        pagination={false}
        loading={rows.isFetching}
        dataSource={rows.data ?? []}
        columns={contractColumns(t, lang, actions)}
        {...(may
          ? { rowSelection: { selectedRowKeys: picked, onChange: (k) => setPicked(k.map(Number)) } }
          : {})}
      />
      {dialogs}
    </Flex>
  );
}

/** `/collections/attached-contracts`: contracts by responsible, with counts and sums; a row opens on them. */
export function AttachedPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const { table } = usePagedQuery([COLLECTIONS_KEY, 'groups'], collectionsApi.groups, {});
  const f = (key: string) => t(`collections.fields.${key}`);
  const columns: TableColumnsType<AttachedGroupRow> = [
    { key: 'name', title: f('responsible'), dataIndex: 'responsible_name' },
    { key: 'contracts', title: f('contracts'), dataIndex: 'contracts', align: 'right' },
    { key: 'late', title: f('late'), dataIndex: 'late', align: 'right' },
    { key: 'uzs', title: f('restUzs'), align: 'right', render: (_, r) => money(r.rest_uzs, 'UZS', lang) },
    { key: 'usd', title: f('restUsd'), align: 'right', render: (_, r) => money(r.rest_usd, 'USD', lang) },
  ];
  return (
    <section data-testid="collection-attached-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('collections.hints.attached')}</Typography.Paragraph>
      <PagedTable<AttachedGroupRow>
        testId="collection-attached-table"
        rowKey="responsible_id"
        columns={columns}
        expandable={{ expandedRowRender: (r) => <GroupContracts responsibleId={r.responsible_id} /> }}
        {...table}
      />
    </section>
  );
}
