import type { TableColumnsType, TableColumnType } from 'antd';
import type { Key, ReactNode } from 'react';
import styles from './card-list.module.css';

export interface CardLayout {
  /** The keys of the columns a card shows, in order: the first is its headline, the others its fields. */
  fields: readonly string[];
  /** The key of the column holding the row's actions, shown at the card's foot (default `actions`). */
  actions?: string;
}

interface Props<T> extends CardLayout {
  testId: string;
  rows: readonly T[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  columns: readonly TableColumnsType<T>[number][];
  loading?: boolean;
  emptyText: ReactNode;
}

type Column<T> = TableColumnType<T> & { key?: Key };

const columnKey = <T,>(column: Column<T>): string | undefined => {
  if (column.key !== undefined) return String(column.key);
  const index = column.dataIndex;
  return typeof index === 'string' || typeof index === 'number' ? String(index) : undefined;
};

function valueAt<T>(row: T, index: Column<T>['dataIndex']): unknown {
  if (index === undefined || index === null) return undefined;
  const path = Array.isArray(index) ? index : [index];
  let value: unknown = row;
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[step as string | number];
  }
  return value;
}

/** What a table would show in the column's cell for this row (its `render`, else the value). */
export function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex);
  if (!column.render) return value === null || value === undefined ? '' : (value as ReactNode);
  const rendered = column.render(value, row, index) as unknown;
  if (
    rendered !== null &&
    typeof rendered === 'object' &&
    'children' in rendered &&
    !('$$typeof' in rendered)
  ) {
    return (rendered as { children: ReactNode }).children;
  }
  return rendered as ReactNode;
}

/**
 * A list's rows as cards, for a phone: the headline (the first field), the essential fields with their
 * column titles, and the row's actions at the foot, each card the width of the screen. It draws the same
 * columns the table draws on a wider screen, so a screen declares which of them a card shows.
 */
export function CardList<T extends object>({
  testId,
  rows,
  rowKey,
  columns,
  fields,
  actions = 'actions',
  loading,
  emptyText,
}: Props<T>) {
  const byKey = new Map<string, Column<T>>();
  for (const column of columns as Column<T>[]) {
    const key = columnKey(column);
    if (key !== undefined) byKey.set(key, column);
  }
  const [headKey, ...restKeys] = fields;
  const head = headKey === undefined ? undefined : byKey.get(headKey);
  const shown = restKeys.flatMap((key) => {
    const column = byKey.get(key);
    return column ? [{ key, column }] : [];
  });
  const actionColumn = byKey.get(actions);
  const keyOf = (row: T): Key =>
    typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as unknown as Key);
  return (
    <div
      data-testid={testId}
      data-rendering="cards"
      className={loading ? `${styles.list} ${styles.loading}` : styles.list}
      aria-busy={loading || undefined}
    >
      {rows.length === 0 && !loading && <div className={styles.empty}>{emptyText}</div>}
      {rows.map((row, index) => {
        const key = keyOf(row);
        return (
          <article key={key} className={styles.card} data-row-key={key} data-testid={`${testId}-card`}>
            {head && <div className={styles.head}>{cellOf(head, row, index)}</div>}
            <dl className={styles.fields}>
              {shown.map(({ key: fieldKey, column }) => (
                <div key={fieldKey} style={{ display: 'contents' }}>
                  <dt>{typeof column.title === 'function' ? fieldKey : column.title}</dt>
                  <dd style={column.onCell?.(row, index)?.style}>{cellOf(column, row, index)}</dd>
                </div>
              ))}
            </dl>
            {actionColumn && <div className={styles.actions}>{cellOf(actionColumn, row, index)}</div>}
          </article>
        );
      })}
    </div>
  );
}
