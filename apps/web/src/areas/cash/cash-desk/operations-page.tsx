import { cashOperationRule } from '@savdo/shared/schemas/money';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Space, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { saveFile } from '../../../engine/resource-api.ts';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { CASHBOX_KEY, type CashOperationRow, type OperationStep, operationsApi } from './api.ts';
import { counterpartOf, ENTERED_TYPES } from './counterparts.ts';
import { listedTypes } from './listed-types.ts';
import { operationColumns } from './operation-columns.tsx';
import { type Filters, OperationFilters } from './operation-filters.tsx';
import { type EnteredType, operationScreenOf } from './operation-screens.ts';
import { useCashboxOptions } from './use-cashbox-options.ts';
import { usePdfView } from './use-pdf-view.tsx';

// the dialog and the PDF viewer load with chunks of their own (the screen's size budget)
const OperationDialog = lazy(() =>
  import('./operation-dialog.tsx').then((m) => ({ default: m.OperationDialog })),
);

/**
 * A list of cash operations, server-paged and newest first: one type's
 * screen (other income, supplier payments, bank deposits...) with its "add"
 * dialog and a counterpart filter, the journal of every type with a "New
 * operation" of any type the user may add, or the receipts (approved cash
 * operations); filters by period, cashbox and status (and type and branch
 * in the journal); each row offers its cash order (PDF) and approve and
 * cancel by the rules of its type; the list exports to .xlsx. What screen it
 * is comes from `operation-screens.ts`.
 */
export function OperationsPage() {
  const route = useCurrentRoute();
  // keyed by route: moving between two operation screens starts with fresh filters
  return <OperationsList key={route.name} />;
}

const ruleOf = (type: EnteredType, action: string) => `${cashOperationRule(type)}.${action}`;

function OperationsList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const screen = operationScreenOf(route.name);
  const [filters, setFilters] = useState<Filters>({});
  const [adding, setAdding] = useState(false);
  const pdf = usePdfView();
  const openPdf = pdf.open;
  const [exporting, setExporting] = useState(false);
  const cashboxes = useCashboxOptions();
  const stepKeys = useMemo(() => formKeys(), []);
  const counterpart = counterpartOf(screen.type);
  // a type's screen enters its type; the journal any type the user may add; the receipts nothing
  const enterable = useMemo(() => {
    if (screen.receipts) return [];
    return (screen.type ? [screen.type] : ENTERED_TYPES).filter((type) => rules.has(ruleOf(type, 'add')));
  }, [screen, rules]);
  const approvable = useMemo(
    () => new Set(enterable.filter((type) => rules.has(ruleOf(type, 'approve')))),
    [enterable, rules],
  );
  // a supplier screen may list two kinds (supplier and rendered-service payments), with a type filter
  const listed = useMemo(() => listedTypes(screen, rules), [screen, rules]);
  const several = listed.length > 1;
  const query = {
    ...filters,
    type: several ? filters.type : (listed[0] ?? screen.type ?? filters.type),
    types: several && !filters.type ? listed.join(',') : undefined,
    counterpart_kind: several && filters.counterpart_id ? counterpart?.kind : undefined,
    status: screen.receipts ? 'APPROVED' : filters.status,
  };
  const { table } = usePagedQuery([CASHBOX_KEY, 'operations'], operationsApi.list, query, 20);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CASHBOX_KEY] });

  const columns = useMemo(() => {
    const onStep = async (row: CashOperationRow, step: OperationStep) => {
      if (!(await confirm(`money.operations.confirm.${step}`, { id: row.id }))) return;
      try {
        await stepKeys({ id: row.id, step }, (key) => operationsApi.step(row.id, step, key));
      } finally {
        await queryClient.invalidateQueries({ queryKey: [CASHBOX_KEY] });
      }
    };
    return operationColumns({
      t,
      lang,
      rules,
      showType: !screen.type || several,
      showRate: screen.type === undefined || screen.type === 'CURRENCY_EXCHANGE',
      counterpartTitle: counterpart ? t(`money.operations.counterparts.${counterpart.kind}`) : undefined,
      onStep: (r, s) => void onStep(r, s),
      onPrint: (r) => void openPdf(() => operationsApi.print(r.id)),
    });
  }, [t, lang, rules, screen.type, several, counterpart, confirm, stepKeys, queryClient, openPdf]);

  const exportList = async () => {
    setExporting(true);
    try {
      saveFile(await operationsApi.export(query), 'cash-operations.xlsx');
    } catch {
      // the main client has shown the error
    } finally {
      setExporting(false);
    }
  };

  return (
    <section data-testid="cash-operations-page">
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        <Space>
          <Button data-testid="cash-operations-export" loading={exporting} onClick={() => void exportList()}>
            {t('money.operations.export')}
          </Button>
          {enterable.length > 0 && (
            <Button type="primary" data-testid="cash-operation-add" onClick={() => setAdding(true)}>
              {t(screen.type ? 'money.operations.add' : 'money.operations.newOperation')}
            </Button>
          )}
        </Space>
      </Flex>
      {screen.receipts && (
        <Typography.Paragraph type="secondary">{t('money.operations.receiptsHint')}</Typography.Paragraph>
      )}
      <OperationFilters
        screen={screen}
        typeOptions={several ? listed : undefined}
        counterpartKind={counterpart?.kind}
        cashboxes={cashboxes}
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
      />
      <PagedTable<CashOperationRow> testId="cash-operations-table" rowKey="id" columns={columns} {...table} />
      {adding && (
        <Suspense fallback={null}>
          <OperationDialog
            types={enterable}
            approvable={approvable}
            cashboxes={cashboxes}
            onClose={(saved) => {
              setAdding(false);
              if (saved) void refresh();
            }}
          />
        </Suspense>
      )}
      {pdf.view}
    </section>
  );
}
