import { ADJUSTMENT_KINDS } from '@savdo/shared/schemas/contract-requests';
import { Button, Flex, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { moneyColumn } from '../../../shared/columns.tsx';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { contractDocColumns, createdByColumn } from '../contract-payments/columns.tsx';
import { type AdjustmentKind, type AdjustmentRow, type Query, REQUESTS_KEY, requestsApi } from './api.ts';
import { requestStatusColumn, StatusFilter, useRequestDecisions } from './request-list.tsx';

// the dialog loads with a chunk of its own (the screens' size budget)
const AdjustmentDialog = lazy(() =>
  import('./adjustment-dialog.tsx').then((m) => ({ default: m.AdjustmentDialog })),
);

/**
 * `/contract/discounts-given` and `/contract/closing-with-cost`: the
 * requests of one kind, asked here and approved (the debt changes then) or
 * rejected with a reason by who holds `.approve`. One page configured by route.
 */
export function AdjustmentsPage() {
  const route = useCurrentRoute();
  const kind: AdjustmentKind = route.name === 'contract-closing-with-cost' ? 'WRITE_OFF' : 'DISCOUNT';
  return <AdjustmentsScreen key={kind} kind={kind} />;
}

function AdjustmentsScreen({ kind }: { kind: AdjustmentKind }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const { rule } = ADJUSTMENT_KINDS[kind];
  const [filters, setFilters] = useState<Query>({});
  const [adding, setAdding] = useState(false);
  const { table } = usePagedQuery([REQUESTS_KEY, kind], requestsApi.adjustments(kind), filters);
  const decisions = useRequestDecisions<AdjustmentRow>(
    (id, step, reason, key) => requestsApi.decide(kind, id, step, reason, key),
    rule,
    'request',
  );
  const columns: TableColumnsType<AdjustmentRow> = [
    ...contractDocColumns<AdjustmentRow>(t),
    moneyColumn<AdjustmentRow>('amount', t('payments.fields.amount'), lang, (r) => r.amount),
    ...(kind === 'WRITE_OFF'
      ? [{ key: 'item', title: t('payments.fields.costItem'), dataIndex: 'cost_item_name' }]
      : []),
    moneyColumn<AdjustmentRow>('rest', t('payments.fields.rest'), lang, (r) => r.rest),
    { key: 'reason', title: t('payments.fields.reason'), dataIndex: 'reason' },
    requestStatusColumn<AdjustmentRow>(t),
    createdByColumn<AdjustmentRow>(t),
    { key: 'decided', title: t('payments.fields.decidedBy'), dataIndex: 'decided_by_name' },
    decisions.column,
  ];
  return (
    <section data-testid="adjustments-page">
      <ScreenTitle>
        {rules.has(`${rule}.add`) && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="request-add">
            {t('payments.requests.add')}
          </Button>
        )}
      </ScreenTitle>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <StatusFilter onChange={(status) => setFilters((f) => ({ ...f, status }))} />
        <OptionSelect
          source="branch"
          value={filters.branch_id as number | undefined}
          placeholder={t('payments.fields.branch')}
          aria-label={t('payments.fields.branch')}
          style={{ width: 200 }}
          onChange={(branch_id) => setFilters((f) => ({ ...f, branch_id }))}
        />
      </Flex>
      <PagedTable<AdjustmentRow> testId="adjustments-table" rowKey="id" columns={columns} {...table} />
      {adding && (
        <Suspense fallback={null}>
          <AdjustmentDialog
            kind={kind}
            onClose={(saved) => {
              setAdding(false);
              if (saved) decisions.refresh();
            }}
          />
        </Suspense>
      )}
      {decisions.dialog}
    </section>
  );
}
