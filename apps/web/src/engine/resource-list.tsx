import type { ResourceDef } from '@savdo/shared/resources';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../platform/session.ts';
import { ListTable } from '../shared/list-table.tsx';
import { abilitiesOf, writerOf } from './abilities.ts';
import type { ResourceExtension, RowAction, RowActionHelpers } from './extension-types.ts';
import { FilterBar } from './filter-bar.tsx';
import { defaultSortOf, PER_PAGE_OPTIONS, toApiQuery } from './list-state.ts';
import { resourceApi, saveFile } from './resource-api.ts';
import { type EngineAction, useColumns } from './table-columns.tsx';
import type { FormMode, ResourceRow } from './types.ts';
import { useConfirm } from './use-confirm.ts';
import { useListState } from './use-list-state.ts';

// The dialog (forms, zod) and the drawer load on first use, not with the list.
const RecordDialog = lazy(() => import('./record-dialog.tsx').then((m) => ({ default: m.RecordDialog })));
const HistoryDrawer = lazy(() => import('./history-drawer.tsx').then((m) => ({ default: m.HistoryDrawer })));

interface DialogState {
  mode: FormMode;
  row?: ResourceRow;
  open: boolean;
}

/**
 * The list screen of a resource (routes.md 2.32): title, filter bar with add
 * and export, the server-paginated table with its row actions, the add/edit
 * dialog and the history drawer. List state lives in the address bar; data
 * comes through TanStack Query under `[def.name, query]`.
 */
export function ResourceList({
  def,
  ext,
  keepParams,
}: {
  def: ResourceDef;
  ext: ResourceExtension | undefined;
  /** Address-bar parameters of a page embedding the list (its `tab`), kept when the list changes its own. */
  keepParams?: readonly string[];
}) {
  const { t } = useTranslation();
  const rules = useRules();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [state, change] = useListState(def, keepParams);
  const query = useMemo(() => toApiQuery(state), [state]);
  const api = useMemo(() => resourceApi(def), [def]);
  const writer = useMemo(() => writerOf(def, api, ext?.writes), [def, api, ext]);
  const abilities = useMemo(() => abilitiesOf(def, ext, rules, writer), [def, ext, rules, writer]);
  const [dialog, setDialog] = useState<DialogState>();
  const [history, setHistory] = useState<{ row: ResourceRow; open: boolean }>();
  const [shown, setShown] = useState<ReactNode>(null);
  const [exporting, setExporting] = useState(false);

  const list = useQuery({
    queryKey: [def.name, query],
    queryFn: ({ signal }) => api.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.meta.total ?? 0;
  const totalKey = list.data?.meta.total_exact === false ? 'engine.totalAbout' : 'engine.total';

  // A page left empty (the last record of it deactivated under a status filter): go to the last page.
  useEffect(() => {
    const lastPage = Math.max(1, Math.ceil(total / state.perPage));
    if (list.isSuccess && !list.isPlaceholderData && state.page > lastPage)
      change({ type: 'page', page: lastPage, perPage: state.perPage });
  }, [list.isSuccess, list.isPlaceholderData, total, state.page, state.perPage, change]);

  const invalidate = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [def.name] }),
    [queryClient, def],
  );

  const onEngineAction = useCallback(
    async (action: EngineAction, row: ResourceRow) => {
      if (action === 'edit') return setDialog({ mode: 'edit', row, open: true });
      if (action === 'history') return setHistory({ row, open: true });
      if (!(await confirm(`engine.confirm.${action}`))) return;
      const run = action === 'activate' ? writer.activate : writer.deactivate;
      // The main client shows the error toast; the list is refreshed either way (a 409 means it was stale).
      await run?.(row.id).catch(() => undefined);
      await invalidate();
    },
    [confirm, writer, invalidate],
  );

  const helpers = useMemo(
    (): RowActionHelpers => ({
      def,
      t,
      confirm,
      invalidate,
      open: (render) => setShown(render(() => setShown(null))),
    }),
    [def, t, confirm, invalidate],
  );
  const onRowAction = useCallback(
    (action: RowAction, row: ResourceRow) => {
      void Promise.resolve(action.run(row, helpers)).catch(() => undefined);
    },
    [helpers],
  );

  const columns = useColumns({
    def,
    ext,
    abilities,
    sort: state.sort ?? defaultSortOf(def),
    onEngineAction,
    onRowAction,
  });

  const exportList = async () => {
    const { page: _page, per_page: _perPage, ...filters } = query;
    setExporting(true);
    try {
      saveFile(await api.export(filters), `${def.table}.xlsx`);
    } catch {
      // the main client showed the error toast
    } finally {
      setExporting(false);
    }
  };

  const save = (values: Record<string, unknown>) =>
    dialog?.mode === 'edit' && dialog.row
      ? (writer.update?.(dialog.row.id, values) ?? Promise.resolve())
      : (writer.create?.(values) ?? Promise.resolve());

  const Toolbar = ext?.toolbar;
  return (
    <section data-testid="resource-page" data-resource={def.name}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} data-testid="resource-title" style={{ margin: 0 }}>
          {t(`resources.${def.name}.title`)}
        </Typography.Title>
        <Flex gap={8} wrap>
          {Toolbar && <Toolbar def={def} query={query} rules={rules} />}
          <Button data-testid="export-button" loading={exporting} onClick={() => void exportList()}>
            {t('engine.export')}
          </Button>
          {abilities.add && (
            <Button
              type="primary"
              data-testid="add-button"
              onClick={() => setDialog({ mode: 'create', open: true })}
            >
              {t('engine.add')}
            </Button>
          )}
        </Flex>
      </Flex>
      <FilterBar def={def} state={state} onChange={change} />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('engine.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <div data-testid="resource-table" data-total={total} data-loading={list.isFetching || undefined}>
        <ListTable<ResourceRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.data}
          loading={list.isFetching}
          pagination={{
            current: state.page,
            pageSize: state.perPage,
            total,
            showSizeChanger: true,
            pageSizeOptions: PER_PAGE_OPTIONS.map(String),
            showTotal: (n) => t(totalKey, { total: n }),
          }}
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'paginate')
              change({
                type: 'page',
                page: pagination.current ?? 1,
                perPage: pagination.pageSize ?? state.perPage,
              });
            if (extra.action === 'sort') {
              const first = Array.isArray(sorter) ? sorter[0] : sorter;
              const key = String(first?.columnKey ?? '');
              change({
                type: 'sort',
                sort: first?.order ? `${first.order === 'descend' ? '-' : ''}${key}` : undefined,
              });
            }
          }}
        />
      </div>
      <Suspense fallback={null}>
        {dialog && (
          <RecordDialog
            def={def}
            ext={ext}
            mode={dialog.mode}
            row={dialog.row}
            open={dialog.open}
            save={async (values) => {
              await save(values);
              await invalidate();
            }}
            onClose={() => setDialog({ ...dialog, open: false })}
            afterClose={() => setDialog(undefined)}
          />
        )}
        {history && (
          <HistoryDrawer
            def={def}
            row={history.row}
            open={history.open}
            onClose={() => setHistory({ ...history, open: false })}
            afterClose={() => setHistory(undefined)}
          />
        )}
        {shown}
      </Suspense>
    </section>
  );
}
