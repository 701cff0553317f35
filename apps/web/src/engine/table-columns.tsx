import { CheckCircleOutlined, EditOutlined, HistoryOutlined, StopOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@savdo/shared/resources';
import { Tag } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../shared/i18n.ts';
import type { ListColumn } from '../shared/list-columns.ts';
import { type RowActionButton, RowActions, rowActionsWidth } from '../shared/row-actions.tsx';
import type { Abilities } from './abilities.ts';
import { columnSpecs, formatCell } from './columns.ts';
import type { ResourceExtension, RowAction } from './extension-types.ts';
import type { ResourceRow } from './types.ts';

type SortOrder = 'ascend' | 'descend' | null;

/** Room for the actions column's title ("Amallar", "Действия"). */
const ACTIONS_TITLE_WIDTH = 96;

/** The engine's own row actions; an extension's come after them. */
export type EngineAction = 'edit' | 'activate' | 'deactivate' | 'history';

export function StatusTag({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  return (
    <Tag color={row.active ? 'green' : 'default'} data-testid={`status-${row.id}`}>
      {t(row.active ? 'engine.active' : 'engine.inactive')}
    </Tag>
  );
}

/** Sort order of a column under the list's sort key (`name` ascending, `-name` descending). */
export function sortOrderOf(sortKey: string | undefined, sort: string): SortOrder {
  if (!sortKey) return null;
  if (sort === sortKey) return 'ascend';
  if (sort === `-${sortKey}`) return 'descend';
  return null;
}

interface ColumnsInput {
  def: ResourceDef;
  ext: ResourceExtension | undefined;
  abilities: Abilities;
  /** The effective sort key (the chosen one or the default). */
  sort: string;
  onEngineAction: (action: EngineAction, row: ResourceRow) => unknown;
  onRowAction: (action: RowAction, row: ResourceRow) => void;
}

/**
 * The table's columns: ID, the definition's table fields, status, and the
 * actions the user may take (decided once per page in `abilities`; a row only
 * picks between activate and deactivate, and the extension's `visible`).
 */
export function useColumns({ def, ext, abilities, sort, onEngineAction, onRowAction }: ColumnsInput) {
  const { t } = useTranslation();
  const specs = useMemo(() => columnSpecs(def), [def]);

  return useMemo((): ListColumn<ResourceRow>[] => {
    const lang = currentLanguage();
    const titleField = def.titleField ?? 'name';
    const columns: ListColumn<ResourceRow>[] = specs.map((spec) => {
      const cell = ext?.cells?.[spec.key];
      const field = spec.field;
      return {
        key: spec.key,
        dataIndex: spec.dataIndex,
        title: t(spec.titleKey),
        // the number, the record's title and its status are what a reference list is read by
        essential: spec.key === 'id' || spec.key === titleField || spec.key === 'active',
        width: spec.key === 'id' ? 80 : spec.key === 'active' ? 120 : undefined,
        sorter: spec.sortKey !== undefined,
        sortOrder: sortOrderOf(spec.sortKey, sort),
        sortDirections: ['ascend', 'descend', 'ascend'],
        render: (_value: unknown, row: ResourceRow) => {
          if (cell) return cell(row);
          if (spec.key === 'active') return <StatusTag row={row} />;
          if (field) return formatCell(field, row, t, lang);
          return String(row[spec.dataIndex] ?? '');
        },
      };
    });

    const { edit, toggle, history, rowActions } = abilities;
    if (!edit && !toggle && !history && rowActions.length === 0) return columns;
    const shown = (row: ResourceRow) => rowActions.filter((action) => !action.visible || action.visible(row));
    // the most buttons a row shows: actions of one group (block / unblock) show one at a time
    const groups = new Set(rowActions.map((a) => a.group ?? a.key));
    const most = (edit ? 1 : 0) + (toggle ? 1 : 0) + (history ? 1 : 0) + groups.size;
    const engine = (
      key: EngineAction,
      row: ResourceRow,
      icon: ReactNode,
      danger = false,
    ): RowActionButton => ({
      key,
      label: t(`engine.${key}`),
      icon,
      danger,
      onClick: () => void onEngineAction(key, row),
      testId: `row-action-${key}-${row.id}`,
    });
    columns.push({
      key: 'actions',
      title: t('engine.actions'),
      fixed: 'right',
      width: Math.max(rowActionsWidth(most), ACTIONS_TITLE_WIDTH),
      render: (_value: unknown, row: ResourceRow) => (
        <RowActions
          actions={[
            edit && engine('edit', row, <EditOutlined />),
            toggle &&
              (row.active
                ? engine('deactivate', row, <StopOutlined />, true)
                : engine('activate', row, <CheckCircleOutlined />)),
            ...shown(row).map((action) => ({
              key: action.key,
              label: t(action.labelKey),
              icon: action.icon,
              danger: action.danger,
              onClick: () => onRowAction(action, row),
              testId: `row-action-${action.key}-${row.id}`,
            })),
            history && engine('history', row, <HistoryOutlined />),
          ]}
        />
      ),
    });
    return columns;
  }, [def, specs, ext, abilities, sort, onEngineAction, onRowAction, t]);
}
