import type { Language } from '@savdo/shared/i18n/languages';
import { Button, Flex, type TableColumnType } from 'antd';
import { type Currency, money } from './format.ts';

/** A right-aligned money column: the amount `pick` reads from a row, shown in the row's currency. */
export function moneyColumn<T extends { currency: Currency }>(
  key: string,
  title: string,
  lang: Language,
  pick: (row: T) => string | null,
): TableColumnType<T> {
  // a sum never wraps digit by digit in a narrow column (a phone's card, a drawer)
  return {
    key,
    title,
    align: 'right',
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    render: (_, r) => money(pick(r), r.currency, lang),
  };
}

interface Decision<T> {
  /** Whether this row shows the buttons (still undecided and the user holds the rule). */
  may(row: T): boolean;
  approveLabel: string;
  rejectLabel: string;
  onApprove(row: T): void;
  onReject(row: T): void;
  /** `<testId>-approve-<id>` and `<testId>-reject-<id>` on the buttons. */
  testId: string;
  /** More of the column (fixed, width, title). */
  column?: Omit<TableColumnType<T>, 'render'>;
}

/** The approve / reject buttons of a request list, on the rows that may still be decided. */
export function decisionColumn<T extends { id: number }>(d: Decision<T>): TableColumnType<T> {
  return {
    key: 'actions',
    ...d.column,
    render: (_, r) =>
      d.may(r) && (
        <Flex gap={8}>
          <Button
            size="small"
            type="primary"
            onClick={() => d.onApprove(r)}
            data-testid={`${d.testId}-approve-${r.id}`}
          >
            {d.approveLabel}
          </Button>
          <Button
            size="small"
            danger
            onClick={() => d.onReject(r)}
            data-testid={`${d.testId}-reject-${r.id}`}
          >
            {d.rejectLabel}
          </Button>
        </Flex>
      ),
  };
}
