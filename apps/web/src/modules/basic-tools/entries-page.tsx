import { checkRule } from '@savdo/shared/rules';
import { Button, type TableColumnsType } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../shell/session.ts';
import { displayDate } from '../warehouse/dates.ts';
import { money, useLanguage } from '../warehouse/format.ts';
import { assetsApi, type EntryRow, type UnitRow } from './api.ts';
import { PagedTable, ScreenHeader, usePagedList, useRefresh } from './common.tsx';
import { RepriceDialog, WriteOffDialog } from './unit-dialogs.tsx';

/** The columns every list of unit entries shows; `extra` ones go before the user. */
export function useEntryColumns(extra: TableColumnsType<EntryRow> = []): TableColumnsType<EntryRow> {
  const { t } = useTranslation();
  const lang = useLanguage();
  return [
    { key: 'date', title: t('basicTools.fields.date'), render: (_, r) => displayDate(r.business_date) },
    { key: 'unit', title: t('basicTools.fields.unit'), render: (_, r) => `#${r.unit_id}` },
    { key: 'asset', title: t('basicTools.fields.asset'), dataIndex: 'asset_name' },
    { key: 'code', title: t('basicTools.fields.inventoryCode'), dataIndex: 'inventory_code' },
    { key: 'room', title: t('basicTools.fields.room'), dataIndex: 'room_name' },
    {
      key: 'amount',
      title: t('basicTools.fields.amount'),
      align: 'right',
      render: (_, r) => money(r.amount, 'UZS', lang),
    },
    {
      key: 'book',
      title: t('basicTools.fields.bookValue'),
      align: 'right',
      render: (_, r) => money(r.book_value, 'UZS', lang),
    },
    ...extra,
    { key: 'note', title: t('basicTools.fields.note'), dataIndex: 'note' },
    { key: 'user', title: t('basicTools.fields.user'), dataIndex: 'created_by_name' },
  ];
}

interface Props {
  name: string;
  testId: string;
  fetch: typeof assetsApi.repricings;
  addRule: string;
  actionKey: string;
  Dialog: ComponentType<{ unit?: UnitRow; onClose: (saved: boolean) => void }>;
  extra?: TableColumnsType<EntryRow>;
}

/** A history of unit entries of one kind with the button that adds one. */
function EntriesPage({ name, testId, fetch, addRule, actionKey, Dialog, extra }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const refresh = useRefresh();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const list = usePagedList(name, fetch, { page });
  const columns = useEntryColumns(extra);
  return (
    <section data-testid={`${testId}-page`}>
      <ScreenHeader>
        {checkRule(addRule, rules) && (
          <Button type="primary" data-testid={`${testId}-new`} onClick={() => setOpen(true)}>
            {t(actionKey)}
          </Button>
        )}
      </ScreenHeader>
      <PagedTable testId={`${testId}-table`} columns={columns} list={list} page={page} onPage={setPage} />
      {open && (
        <Dialog
          onClose={(saved) => {
            setOpen(false);
            if (saved) void refresh();
          }}
        />
      )}
    </section>
  );
}

/** Repricing (routes.md 2.28): revaluations of units in use, newest first. */
export function RepricingPage() {
  return (
    <EntriesPage
      name="repricings"
      testId="repricing"
      fetch={assetsApi.repricings}
      addRule="repricing.add"
      actionKey="basicTools.actions.reprice"
      Dialog={RepriceDialog}
    />
  );
}

/** Write-off (routes.md 2.28): units written off with their reasons, newest first. */
export function WriteOffPage() {
  const { t } = useTranslation();
  return (
    <EntriesPage
      name="write-offs"
      testId="write-off"
      fetch={assetsApi.writeOffs}
      addRule="asset_write_off.add"
      actionKey="basicTools.actions.writeOff"
      Dialog={WriteOffDialog}
      extra={[{ key: 'reason', title: t('basicTools.fields.reason'), dataIndex: 'reason_name' }]}
    />
  );
}
