import { Table, type TableProps, type TableRef, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { arrangeColumns, hasFixedColumn, type ListColumn } from './list-columns.ts';
import { scrollWidth } from './table-scroll.ts';

export interface ListTableProps<T> extends Omit<TableProps<T>, 'columns'> {
  columns: readonly ListColumn<T>[];
  /** The accessible name of the sideways-scrolling region (the list's name); a generic one by default. */
  regionLabel?: string;
  /** `data-testid` of the table. */
  'data-testid'?: string;
}

/**
 * Every list's table: its columns laid out by `arrangeColumns` (essential ones
 * first, marked `data-essential`; the actions fixed at the right only when
 * narrow), scrolling sideways past the page, and the scrolling region
 * reachable by keyboard (focusable, named) as WCAG asks of a region that
 * scrolls.
 */
export function ListTable<T extends object>({
  columns,
  regionLabel,
  scroll,
  locale,
  ...table
}: ListTableProps<T>) {
  const { t } = useTranslation();
  const arranged = useMemo(() => arrangeColumns(columns), [columns]);
  const ref = useRef<TableRef>(null);
  const label = regionLabel ?? t('lists.list.scrollRegion');
  useEffect(() => {
    const root = ref.current?.nativeElement;
    if (!root) return;
    for (const region of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
      if (region.getAttribute('tabindex') !== '0') region.setAttribute('tabindex', '0');
      if (region.getAttribute('aria-label') !== label) region.setAttribute('aria-label', label);
      region.setAttribute('role', 'region');
    }
  });
  return (
    <Table<T>
      ref={ref}
      columns={arranged}
      scroll={{ ...scroll, x: hasFixedColumn(arranged) ? scrollWidth(arranged) : 'max-content' }}
      // antd draws a text "no data" in the disabled grey (1.8:1); the secondary text reads at 4.5:1
      locale={
        typeof locale?.emptyText === 'string'
          ? { ...locale, emptyText: <Typography.Text type="secondary">{locale.emptyText}</Typography.Text> }
          : locale
      }
      {...table}
    />
  );
}
