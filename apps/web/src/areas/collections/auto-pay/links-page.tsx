import { documentNumber } from '@savdo/shared/documents';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, type TableColumnsType, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../platform/session.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { AUTO_PAY_KEY, autoPayApi, type CardLinkRow, type Query } from './api.ts';
import { ClientSelect } from './client-select.tsx';
import { PageHead } from './page-head.tsx';

// the dialog loads with a chunk of its own (the screens' size budget)
const LinkDialog = lazy(() => import('./link-dialog.tsx').then((m) => ({ default: m.LinkDialog })));

/** `/auto-pay/attached-contract-cards`: which card pays which contract; attaching and detaching. */
export function LinksPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [open, setOpen] = useState(false);
  const { table } = usePagedQuery([AUTO_PAY_KEY, 'links'], autoPayApi.links, filters);
  const refresh = () => void client.invalidateQueries({ queryKey: [AUTO_PAY_KEY] });
  const columns: TableColumnsType<CardLinkRow> = [
    {
      key: 'contract',
      title: t('autoPay.fields.contract'),
      render: (_, r) => documentNumber(r.branch_prefix, r.contract_number),
    },
    { key: 'client', title: t('autoPay.fields.client'), dataIndex: 'client_name' },
    { key: 'card', title: t('autoPay.fields.card'), dataIndex: 'masked_number' },
    {
      key: 'card_status',
      title: t('autoPay.fields.status'),
      render: (_, r) => <Tag>{t(`autoPay.cardStatuses.${r.card_status}`)}</Tag>,
    },
    {
      key: 'auto',
      title: t('autoPay.fields.autoPay'),
      render: (_, r) => (r.auto_pay ? <Tag color="green">{t('autoPay.fields.since')}</Tag> : null),
    },
    {
      key: 'actions',
      render: (_, r) =>
        rules.has('contract_card.edit') && (
          <Popconfirm
            title={t('autoPay.actions.detach')}
            onConfirm={() => autoPayApi.detach(r.id).then(refresh)}
          >
            <Button size="small" danger data-testid={`link-detach-${r.id}`}>
              {t('autoPay.actions.detach')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <section data-testid="autopay-links-page">
      <PageHead hint={t('autoPay.hints.cards')}>
        {rules.has('contract_card.add') && (
          <Button type="primary" onClick={() => setOpen(true)} data-testid="link-add">
            {t('autoPay.actions.link')}
          </Button>
        )}
      </PageHead>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <ClientSelect
          value={filters.client_id as number | undefined}
          onChange={(client_id) => setFilters((f) => ({ ...f, client_id }))}
        />
      </Flex>
      <PagedTable<CardLinkRow> testId="autopay-links-table" rowKey="id" columns={columns} {...table} />
      {open && (
        <Suspense fallback={null}>
          <LinkDialog
            onClose={(saved) => {
              setOpen(false);
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
