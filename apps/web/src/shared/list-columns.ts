import type { TableColumnType } from 'antd';

/**
 * A list's column. `essential` marks a column a person works the list by
 * (number, date, name or client, amount, status): the shared tables put the
 * essential columns first, give them a width and mark their header cell
 * `data-essential`, so they are in sight at 1280 px without scrolling.
 * Columns keyed `number`, `id`, `contract`, `date`, `month`, `name`,
 * `client`, `cashbox`, `product`, `employee`, `supplier`, `amount` or
 * `status` are essential unless marked `essential: false`.
 */
export type ListColumn<T> = TableColumnType<T> & { essential?: boolean };

/** Keys whose columns are essential unless a column says otherwise. */
export const ESSENTIAL_KEYS: ReadonlySet<string> = new Set([
  'number',
  'id',
  'contract',
  'date',
  'name',
  'client',
  'amount',
  'status',
  'month',
  'cashbox',
  'product',
  'employee',
  'supplier',
]);

/** Keys of a row's actions (buttons) column. */
const ACTION_KEYS: ReadonlySet<string> = new Set(['actions', 'steps', 'action']);

/** The widest actions column still kept fixed at the right edge; a wider one scrolls with the rest. */
export const FIXED_ACTIONS_MAX_WIDTH = 180;

/** The least width of an essential column without one of its own. */
export const ESSENTIAL_MIN_WIDTH = 96;

export function isEssential<T>(column: ListColumn<T>): boolean {
  if (column.essential !== undefined) return column.essential;
  return typeof column.key === 'string' && ESSENTIAL_KEYS.has(column.key);
}

/** Whether a column holds the row's actions: fixed at the right or keyed `actions`/`steps`. */
export function isActions<T>(column: ListColumn<T>): boolean {
  return column.fixed === 'right' || (typeof column.key === 'string' && ACTION_KEYS.has(column.key));
}

function essentialColumn<T>(column: ListColumn<T>): TableColumnType<T> {
  const { essential: _essential, ...rest } = column;
  const onHeaderCell = rest.onHeaderCell;
  return {
    ...rest,
    ...(rest.width === undefined ? { minWidth: ESSENTIAL_MIN_WIDTH } : {}),
    onHeaderCell: (col) =>
      ({ ...onHeaderCell?.(col), 'data-essential': 'true' }) as ReturnType<
        NonNullable<TableColumnType<T>['onHeaderCell']>
      >,
  };
}

function actionsColumn<T>(column: ListColumn<T>): TableColumnType<T> {
  const { essential: _essential, fixed: _fixed, ...rest } = column;
  const narrow = typeof rest.width === 'number' && rest.width <= FIXED_ACTIONS_MAX_WIDTH;
  return narrow ? { ...rest, fixed: 'right' } : rest;
}

function plainColumn<T>(column: ListColumn<T>): TableColumnType<T> {
  const { essential: _essential, ...rest } = column;
  return rest;
}

/**
 * A list's columns as the shared tables lay them out: columns fixed at the
 * left (a statement's employee) first, then the essential ones in their
 * order, then the rest, then the actions. The actions stay fixed at the right
 * edge only when narrow (`FIXED_ACTIONS_MAX_WIDTH`), so they never cover the
 * columns a person needs; a wide one scrolls with the rest.
 */
export function arrangeColumns<T>(columns: readonly ListColumn<T>[]): TableColumnType<T>[] {
  const left = columns.filter((c) => c.fixed === 'left' || c.fixed === true);
  const others = columns.filter((c) => !left.includes(c));
  const actions = others.filter(isActions);
  const body = others.filter((c) => !isActions(c));
  return [
    ...left.map((c) => (isEssential(c) ? essentialColumn(c) : plainColumn(c))),
    ...body.filter(isEssential).map(essentialColumn),
    ...body.filter((c) => !isEssential(c)).map(plainColumn),
    ...actions.map(actionsColumn),
  ];
}

/** Whether any column stays fixed (at either edge) once arranged. */
export function hasFixedColumn<T>(columns: readonly TableColumnType<T>[]): boolean {
  return columns.some((c) => c.fixed !== undefined && c.fixed !== false);
}
