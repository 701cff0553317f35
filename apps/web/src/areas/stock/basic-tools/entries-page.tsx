import { checkRule } from '@savdo/shared/rules';
import { Button, type TableColumnsType } from 'antd';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../platform/session.ts';
import { type AssetEntryRow, type AssetUnitRow, assetsApi } from './api.ts';
import { PagedTable, ScreenHeader, usePagedList, useRefresh } from './common.tsx';
import { useEntryColumns } from './entry-columns.tsx';

// The dialogs (and the shared schemas they validate with) load when first opened.
const RepriceDialog = lazy(() => import('./unit-dialogs.tsx').then((m) => ({ default: m.RepriceDialog })));
const WriteOffDialog = lazy(() => import('./unit-dialogs.tsx').then((m) => ({ default: m.WriteOffDialog })));

interface Props {
  name: string;
  testId: string;
  fetch: typeof assetsApi.repricings;
  addRule: string;
  actionKey: string;
  Dialog: ComponentType<{ unit?: AssetUnitRow; onClose: (saved: boolean) => void }>;
  extra?: TableColumnsType<AssetEntryRow>;
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
        <Suspense fallback={null}>
          <Dialog
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
