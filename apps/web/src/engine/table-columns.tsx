import type { ResourceDef } from '@savdo/shared/resources';
import { Button, Space, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../shared/i18n.ts';
import type { ListColumn } from '../shared/list-columns.ts';
import type { Abilities } from './abilities.ts';
import { columnSpecs, formatCell } from './columns.ts';
import type { ResourceExtension, RowAction } from './extension-types.ts';
import type { ResourceRow } from './types.ts';

type SortOrder = 'ascend' | 'descend' | null;

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
    const button = (key: string, label: string, onClick: () => void, danger = false, row: ResourceRow) => (
      <Button
        key={key}
        type="link"
        size="small"
        danger={danger}
        onClick={onClick}
        data-testid={`row-action-${key}-${row.id}`}
      >
        {label}
      </Button>
    );
    columns.push({
      key: 'actions',
      title: t('engine.actions'),
      fixed: 'right',
      width: 240,
      render: (_value: unknown, row: ResourceRow) => (
        <Space size={0} wrap>
          {edit && button('edit', t('engine.edit'), () => void onEngineAction('edit', row), false, row)}
          {toggle &&
            (row.active
              ? button(
                  'deactivate',
                  t('engine.deactivate'),
                  () => void onEngineAction('deactivate', row),
                  true,
                  row,
                )
              : button(
                  'activate',
                  t('engine.activate'),
                  () => void onEngineAction('activate', row),
                  false,
                  row,
                ))}
          {rowActions
            .filter((action) => !action.visible || action.visible(row))
            .map((action) =>
              button(action.key, t(action.labelKey), () => onRowAction(action, row), action.danger, row),
            )}
          {history &&
            button(
              'history',
              t('engine.historyButton'),
              () => void onEngineAction('history', row),
              false,
              row,
            )}
        </Space>
      ),
    });
    return columns;
  }, [def, specs, ext, abilities, sort, onEngineAction, onRowAction, t]);
}
