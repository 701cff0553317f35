import { documentNumber } from '@savdo/shared/documents';
import { checkRule } from '@savdo/shared/rules';
import { Button, type TableColumnsType, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { displayDate } from '../warehouse/dates.ts';
import { useConfirm } from '../warehouse/use-confirm.ts';
import { assetsApi, type PutToUseRow } from './api.ts';
import { PagedTable, ScreenHeader, usePagedList, useRefresh } from './common.tsx';

// The dialog (and the shared schemas it validates with) loads when first opened.
const PutToUseDialog = lazy(() =>
  import('./put-to-use-dialog.tsx').then((m) => ({ default: m.PutToUseDialog })),
);

/** Put-to-use acts (routes.md 2.28 access-the-main-tools): pieces leaving a warehouse to be used. */
export function PutToUsePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const refresh = useRefresh();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const list = usePagedList('put-to-use', assetsApi.putToUseList, { page });
  const confirm = useConfirm();
  const canCancel = checkRule('asset_product_put_to_use.approve', rules);
  const [cancelling, setCancelling] = useState<number>();
  const cancel = async (act: PutToUseRow) => {
    if (!(await confirm('basicTools.confirm.cancelPutToUse', true))) return;
    setCancelling(act.id);
    try {
      await assetsApi.cancelPutToUse(act.id);
      void refresh();
    } catch {
      // The main client has shown the server's message.
    } finally {
      setCancelling(undefined);
    }
  };

  const columns: TableColumnsType<PutToUseRow> = [
    {
      key: 'number',
      title: t('basicTools.fields.number'),
      width: 90,
      render: (_, row) => documentNumber(row.branch_prefix, row.number),
    },
    { key: 'date', title: t('basicTools.fields.date'), render: (_, r) => displayDate(r.doc_date) },
    { key: 'asset', title: t('basicTools.fields.asset'), dataIndex: 'asset_name' },
    { key: 'quantity', title: t('basicTools.fields.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      key: 'cost',
      title: t('basicTools.fields.cost'),
      align: 'right',
      render: (_, r) => money(r.cost, 'UZS', lang),
    },
    { key: 'warehouse', title: t('basicTools.fields.warehouse'), dataIndex: 'warehouse_name' },
    { key: 'room', title: t('basicTools.fields.room'), dataIndex: 'room_name' },
    { key: 'responsible', title: t('basicTools.fields.responsible'), dataIndex: 'responsible_name' },
    { key: 'note', title: t('basicTools.fields.note'), dataIndex: 'note' },
    {
      key: 'status',
      title: t('basicTools.fields.status'),
      render: (_, r) => (
        <Tag data-testid={`put-to-use-status-${r.id}`} color={r.status === 'POSTED' ? 'green' : 'default'}>
          {t(`basicTools.actStatus.${r.status}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: '',
      render: (_, r) =>
        canCancel &&
        r.status === 'POSTED' && (
          <Tooltip title={r.cancellable ? undefined : t('errors.assetPutToUseFollowed')}>
            <Button
              size="small"
              danger
              data-testid={`put-to-use-cancel-${r.id}`}
              disabled={!r.cancellable}
              loading={cancelling === r.id}
              onClick={() => void cancel(r)}
            >
              {t('basicTools.actions.cancelPutToUse')}
            </Button>
          </Tooltip>
        ),
    },
  ];

  return (
    <section data-testid="put-to-use-page">
      <ScreenHeader>
        {checkRule('asset_product_put_to_use.add', rules) && (
          <Button type="primary" data-testid="put-to-use-new" onClick={() => setOpen(true)}>
            {t('basicTools.actions.putToUse')}
          </Button>
        )}
      </ScreenHeader>
      <PagedTable testId="put-to-use-table" columns={columns} list={list} page={page} onPage={setPage} />
      {open && (
        <Suspense fallback={null}>
          <PutToUseDialog
            onClose={(saved) => {
              setOpen(false);
              if (saved) void refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
