import type { Language } from '@savdo/shared/i18n';
import {
  columnTitleKey,
  type ReportColumn,
  type ReportDefinition,
  type ReportPage,
  type ReportRow,
} from '@savdo/shared/reports';
import { Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Currency, formatNumber, formatPercent, money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import type { ReportParams } from './api.ts';

type T = (key: string) => string;

/** A cell shown by its column's type: money in its currency, quantities, dates, enums translated. */
export function cellText(column: ReportColumn, row: ReportRow, t: T, lang: Language): string {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'money': {
      const currency = (column.currency === 'row' ? row.currency : column.currency) as Currency | undefined;
      return money(String(value), currency ?? 'UZS', lang);
    }
    case 'quantity':
      return quantity(String(value), lang);
    case 'number':
      return formatNumber(Number(value), lang);
    case 'percent':
      return formatPercent(String(value) as `${number}`, lang);
    case 'date':
      return dayjs(String(value)).format('DD.MM.YYYY');
    case 'enum':
      return t(`${column.enumPrefix}.${value}`);
    default:
      return String(value);
  }
}

/** Where a cell leads: the row's document, or another report with filters from the row. */
function linkOf(column: ReportColumn, row: ReportRow, filters: ReportParams): string | null {
  const link = column.link;
  if (!link) return null;
  if (link.to === 'contract') return row[link.id] ? `/contract/contracts?id=${row[link.id]}` : null;
  const next = new URLSearchParams({ code: link.code });
  for (const carried of ['as_of', 'period', 'date_from', 'date_to', 'branch_id'])
    if (filters[carried]) next.set(carried, filters[carried]);
  for (const [filter, key] of Object.entries(link.params)) {
    const value = row[key];
    if (value !== null && value !== undefined) next.set(filter, String(value));
  }
  return `/information/reports?${next}`;
}

interface Props {
  definition: ReportDefinition;
  page: ReportPage | undefined;
  loading: boolean;
  filters: ReportParams;
  onPage(page: number, perPage: number): void;
}

/** The report's rows, server-paged, with its totals (one row, or one per currency) under them. */
export function ReportTable({ definition, page, loading, filters, onPage }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const numeric = (c: ReportColumn) => ['money', 'quantity', 'number', 'percent'].includes(c.type);
  const columns: TableColumnsType<ReportRow> = definition.columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title:
      column.type === 'money' && column.currency && column.currency !== 'row'
        ? `${t(columnTitleKey(column))}, ${column.currency}`
        : t(columnTitleKey(column)),
    align: numeric(column) ? 'right' : 'left',
    render: (_: unknown, row: ReportRow): ReactNode => {
      const text = cellText(column, row, t, lang);
      const to = linkOf(column, row, filters);
      return to && text ? (
        <Link to={to} data-testid={`drill-${column.key}`}>
          {text}
        </Link>
      ) : (
        text
      );
    },
  }));
  const summary = () =>
    (page?.totals ?? []).map((total, i) => (
      <Table.Summary.Row key={String(total.currency ?? i)} data-testid="report-total">
        {definition.columns.map((column, index) => (
          <Table.Summary.Cell key={column.key} index={index} align={numeric(column) ? 'right' : 'left'}>
            <strong>
              {index === 0
                ? total.currency
                  ? t('reports.ui.totalCurrency', { currency: total.currency })
                  : t('reports.ui.total')
                : column.total
                  ? cellText(column, { ...total, currency: total.currency ?? null }, t, lang)
                  : ''}
            </strong>
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    ));
  return (
    <Table<ReportRow>
      data-testid="report-table"
      size="small"
      rowKey={(row) => JSON.stringify(row)}
      columns={columns}
      dataSource={page?.rows ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      summary={summary}
      locale={{ emptyText: t('lists.list.empty') }}
      pagination={{
        current: page?.meta.page ?? 1,
        pageSize: page?.meta.per_page ?? 50,
        total: page?.meta.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100, 200, 500],
        showTotal: (n) => t('reports.ui.rows', { n }),
        onChange: onPage,
      }}
    />
  );
}
