import { documentNumber } from '@savdo/shared/documents';
import type { StockDocumentRow } from '@savdo/shared/schemas';
import { Button, Flex, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { displayDate } from './dates.ts';
import {
  type Abilities,
  type DocScreen,
  type DocStatus,
  isDangerStep,
  isMainStep,
  STATUS_COLORS,
  type Step,
  stepKey,
  stepsFor,
} from './doc-kinds.ts';

export function StatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status as DocStatus] ?? 'default'} data-testid={testId} data-status={status}>
      {t(`warehouse.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

export interface RowHandlers {
  onOpen(row: StockDocumentRow): void;
  onStep(row: StockDocumentRow, step: Step): void;
  onPrint(row: StockDocumentRow): void;
}

/** The columns of a document list: what the kind has, and the row actions its status and the rules allow. */
export function useDocColumns(
  page: DocScreen,
  abilities: Abilities,
  t: TFunction,
  handlers: RowHandlers,
): TableColumnsType<StockDocumentRow> {
  const lang = useLanguage();
  const columns: TableColumnsType<StockDocumentRow> = [
    {
      key: 'number',
      title: t('warehouse.fields.number'),
      width: 100,
      render: (_, row) => (
        <span data-testid={`doc-number-${row.id}`}>{documentNumber(row.branch_prefix, row.number)}</span>
      ),
    },
    {
      key: 'date',
      title: t('warehouse.fields.date'),
      width: 110,
      render: (_, row) => displayDate(row.doc_date),
    },
  ];
  if (page.needsSupplier)
    columns.push({ key: 'supplier', title: t('warehouse.fields.supplier'), dataIndex: 'supplier_name' });
  if (page.toWarehouse) {
    columns.push(
      { key: 'from', title: t('warehouse.fields.fromWarehouse'), dataIndex: 'warehouse_name' },
      { key: 'to', title: t('warehouse.fields.toWarehouse'), dataIndex: 'to_warehouse_name' },
    );
  } else {
    columns.push({ key: 'warehouse', title: t('warehouse.fields.warehouse'), dataIndex: 'warehouse_name' });
  }
  if (page.needsPrice)
    columns.push({
      key: 'total',
      title: t('warehouse.fields.total'),
      align: 'right',
      render: (_, row) => money(row.total, row.currency, lang),
    });
  columns.push(
    {
      key: 'status',
      title: t('warehouse.fields.status'),
      width: 140,
      render: (_, row) => <StatusTag status={row.status} testId={`doc-status-${row.id}`} />,
    },
    {
      key: 'actions',
      title: t('warehouse.fields.actions'),
      fixed: 'right',
      width: 300,
      render: (_, row) => (
        <Flex gap={4} wrap>
          <Button size="small" data-testid={`doc-open-${row.id}`} onClick={() => handlers.onOpen(row)}>
            {t('warehouse.actions.open')}
          </Button>
          {stepsFor(page, abilities, row.status).map((step) => (
            <Button
              key={step}
              size="small"
              danger={isDangerStep(step)}
              type={isMainStep(step) ? 'primary' : 'default'}
              data-testid={`doc-step-${step}-${row.id}`}
              onClick={() => handlers.onStep(row, step)}
            >
              {t(`warehouse.actions.${stepKey(step)}`)}
            </Button>
          ))}
          {abilities.print && (
            <Button
              size="small"
              type="link"
              data-testid={`doc-print-${row.id}`}
              onClick={() => handlers.onPrint(row)}
            >
              {t('warehouse.actions.print')}
            </Button>
          )}
        </Flex>
      ),
    },
  );
  return columns;
}
