import type { StockDocumentRow } from '@savdo/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { scrollWidth } from '../../../shared/table-scroll.ts';
import { warehouseApi } from './api.ts';
import { useDocColumns } from './doc-columns.tsx';
import { DocFilters } from './doc-filters.tsx';
import { abilitiesOf, DOC_SCREENS, type DocScreen } from './doc-kinds.ts';
import { applyParams, openDoc, type ParamChange, parseDocQuery } from './list-query.ts';
import { useRunStep } from './queries.ts';
import { docsKey } from './query-keys.ts';

// The editor (form, lines, date picker) and the print view load on first use, not with the list.
const DocEditor = lazy(() => import('./doc-editor.tsx').then((m) => ({ default: m.DocEditor })));
const PrintView = lazy(() => import('./print-view.tsx').then((m) => ({ default: m.PrintView })));

/**
 * A list of warehouse documents of one kind (routes.md 2.5): filters in the
 * address bar, the server-paged table with the actions each status and the
 * user's rules allow, the editor drawer (`?doc=new` or `?doc=<id>`) and the
 * print view. Configured per screen by `DOC_SCREENS`.
 */
export function DocumentsPage({ page }: { page: DocScreen }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const abilities = useMemo(() => abilitiesOf(page, rules), [page, rules]);
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseDocQuery(params, page.defaultStatus), [params, page]);
  const change = useCallback((c: ParamChange) => setParams(applyParams(params, c)), [params, setParams]);
  const doc = openDoc(params);
  const [printing, setPrinting] = useState<number>();
  const runStep = useRunStep(page.kind);

  const list = useQuery({
    queryKey: docsKey(page.kind, query),
    queryFn: ({ signal }) => warehouseApi.list(page.kind, query, signal),
    placeholderData: keepPreviousData,
  });

  const columns = useDocColumns(page, abilities, t, {
    onOpen: (row: StockDocumentRow) => change({ doc: row.id }),
    onStep: (row: StockDocumentRow, step) => void runStep(row, step),
    onPrint: (row: StockDocumentRow) => setPrinting(row.id),
  });

  return (
    <section data-testid="doc-page" data-kind={page.kind} data-route={page.route}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {abilities.create && (
          <Button type="primary" data-testid="doc-create" onClick={() => change({ doc: 'new' })}>
            {t('warehouse.actions.create')}
          </Button>
        )}
      </Flex>
      <DocFilters page={page} params={params} query={query} onChange={change} />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('warehouse.list.loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('warehouse.list.retry')}</Button>}
        />
      )}
      <ListTable<StockDocumentRow>
        data-testid="doc-table"
        data-loading={list.isFetching || undefined}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isLoading}
        locale={{ emptyText: t('warehouse.list.empty') }}
        scroll={{ x: scrollWidth(columns) }}
        pagination={{
          current: query.page,
          pageSize: query.per_page,
          total: list.data?.meta?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => change({ page: next }),
        }}
      />
      {doc !== undefined && (
        <Suspense>
          <DocEditor
            key={String(doc)}
            page={page}
            abilities={abilities}
            docId={doc === 'new' ? undefined : doc}
            onCreated={(id) => setParams(applyParams(params, { doc: id }), { replace: true })}
            onClose={() => change({ doc: undefined })}
            onPrint={setPrinting}
          />
        </Suspense>
      )}
      {printing !== undefined && (
        <Suspense>
          <PrintView kind={page.kind} id={printing} onDone={() => setPrinting(undefined)} />
        </Suspense>
      )}
    </section>
  );
}

export const InputInvoicesPage = () => <DocumentsPage page={DOC_SCREENS.input} />;
export const ReturnInvoicesPage = () => <DocumentsPage page={DOC_SCREENS.return} />;
export const ExpenseOutputPage = () => <DocumentsPage page={DOC_SCREENS.expenseOutput} />;
export const ExpenseInputPage = () => <DocumentsPage page={DOC_SCREENS.expenseInput} />;
export const MovesOutPage = () => <DocumentsPage page={DOC_SCREENS.moveOut} />;
export const MovesInPage = () => <DocumentsPage page={DOC_SCREENS.moveIn} />;
export const CountingActsPage = () => <DocumentsPage page={DOC_SCREENS.counting} />;
export const MaterialInputPage = () => <DocumentsPage page={DOC_SCREENS.materialInput} />;
export const MaterialReturnPage = () => <DocumentsPage page={DOC_SCREENS.materialReturn} />;
export const MaterialExpenseOutputPage = () => <DocumentsPage page={DOC_SCREENS.materialExpenseOutput} />;
export const MaterialExpenseInputPage = () => <DocumentsPage page={DOC_SCREENS.materialExpenseInput} />;
export const MaterialMovesOutPage = () => <DocumentsPage page={DOC_SCREENS.materialMoveOut} />;
export const MaterialMovesInPage = () => <DocumentsPage page={DOC_SCREENS.materialMoveIn} />;
