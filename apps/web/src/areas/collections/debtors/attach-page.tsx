import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { COLLECTIONS_KEY, type CollectionContractRow, collectionsApi, type Query } from './api.ts';
import { contractColumns } from './contract-columns.tsx';
import { useRowActions } from './contracts-page.tsx';
import { CollectionFilters } from './filters.tsx';

/**
 * `/collections/responsible-attachment`: contracts chosen by the filters of
 * the all-contracts list, or ticked, attached to a responsible in one go
 * (batches on the server, a RESPONSIBLE event per contract changed).
 */
export function AttachPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<Query>({});
  const [picked, setPicked] = useState<number[]>([]);
  const [responsible, setResponsible] = useState<number | undefined>();
  const { actions, dialogs } = useRowActions();
  const { table } = usePagedQuery(
    [COLLECTIONS_KEY, 'attach', 'contracts'],
    collectionsApi.contracts,
    filters,
  );
  const attach = async (by: 'picked' | 'filter') => {
    if (responsible === undefined) return;
    const { page: _p, per_page: _pp, sort: _s, order: _o, ...filter } = filters;
    try {
      const done = await collectionsApi.attach(
        by === 'picked'
          ? { responsible_id: responsible, contract_ids: picked }
          : { responsible_id: responsible, filter: filter as Record<string, string> },
      );
      void message.success(t('collections.messages.attached', { ...done }));
      setPicked([]);
      void client.invalidateQueries({ queryKey: [COLLECTIONS_KEY] });
    } catch {
      // the main client showed the error toast
    }
  };
  return (
    <section data-testid="collection-attach-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('collections.hints.attach')}</Typography.Paragraph>
      <CollectionFilters value={filters} onChange={setFilters} />
      <Flex gap={8} wrap style={{ marginBottom: 12 }} align="center">
        <OptionSelect
          source="collections_user"
          placeholder={t('collections.fields.responsible')}
          aria-label={t('collections.fields.responsible')}
          style={{ width: 240 }}
          value={responsible}
          onChange={(v) => setResponsible(v)}
          testId="attach-responsible"
        />
        <Button
          disabled={responsible === undefined || picked.length === 0}
          onClick={() => void attach('picked')}
          data-testid="attach-picked"
        >
          {t('collections.actions.attachPicked')} ({picked.length})
        </Button>
        <Popconfirm
          title={t('collections.messages.confirmAttach')}
          disabled={responsible === undefined}
          onConfirm={() => attach('filter')}
        >
          <Button type="primary" disabled={responsible === undefined} data-testid="attach-filtered">
            {t('collections.actions.attachFiltered')}
          </Button>
        </Popconfirm>
      </Flex>
      <PagedTable<CollectionContractRow>
        testId="collection-attach-table"
        rowKey="id"
        rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(Number)) }}
        columns={contractColumns(t, lang, actions)}
        {...table}
      />
      {dialogs}
    </section>
  );
}
