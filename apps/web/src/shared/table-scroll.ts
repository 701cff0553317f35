import type { TableColumnsType } from 'antd';

/** What a column without a width of its own counts for. */
export const AUTO_COLUMN_WIDTH = 150;

/**
 * A table's scroll width: the sum of its columns' widths. With it the table
 * lays out at least that wide (scrolling sideways when the page is
 * narrower), so every column keeps its width and a fixed column (the
 * actions at the right edge) never lies over its neighbours, as it does with
 * `x: true` or `'max-content'`, which let the others shrink under it.
 * Give fixed columns a width.
 */
export function scrollWidth<T>(columns: TableColumnsType<T> = []): number {
  return columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : AUTO_COLUMN_WIDTH),
    0,
  );
}
