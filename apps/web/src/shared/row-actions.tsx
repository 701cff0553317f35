import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

/** One of a row's actions, drawn as an icon button named by its label (its tooltip too). */
export interface RowActionButton {
  key: string;
  /** The accessible name and the tooltip. */
  label: string;
  icon: ReactNode;
  onClick(): void;
  danger?: boolean;
  disabled?: boolean;
  /** `data-testid` of the button. */
  testId?: string;
}

/** An icon button's width (antd's small button) and the gap between two. */
const BUTTON = 24;
const GAP = 4;
/** A cell's padding at both sides (antd's middle table: 8 px each). */
const CELL_PADDING = 16;

/**
 * The width of an actions column holding at most `count` icon buttons: what
 * the buttons take and the cell's padding, no more.
 */
export function rowActionsWidth(count: number): number {
  const n = Math.max(1, count);
  return CELL_PADDING + n * BUTTON + (n - 1) * GAP;
}

/**
 * A row's actions as small icon buttons side by side, each named by its label
 * (`aria-label`) and showing it as the browser's own tooltip (`title`: an
 * overlay tooltip would take the Escape meant for the drawer or dialog the
 * action opens): the actions column takes no more room than its icons, so the
 * columns a person works by stay in sight.
 */
export function RowActions({
  actions,
}: {
  actions: readonly (RowActionButton | false | null | undefined)[];
}) {
  const shown = actions.filter((a): a is RowActionButton => Boolean(a));
  if (shown.length === 0) return null;
  return (
    <Flex gap={GAP} wrap={false}>
      {shown.map((a) => (
        <Button
          key={a.key}
          size="small"
          type="text"
          icon={a.icon}
          aria-label={a.label}
          title={a.label}
          danger={a.danger}
          disabled={a.disabled}
          onClick={a.onClick}
          data-testid={a.testId}
        />
      ))}
    </Flex>
  );
}
