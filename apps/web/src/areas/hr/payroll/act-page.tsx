import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { saveFile } from '../../../engine/resource-api.ts';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { PdfDialog } from '../../../shared/pdf-dialog.tsx';
import { displayDate } from '../../stock/warehouse/dates.ts';
import { PAYROLL_KEY, payrollApi, type StaffAct } from './api.ts';

type Entry = StaffAct['entries'][number];

/**
 * `/staff-calculations/reconciliation-act`: one employee and a period: the
 * opening balance, each operation on their account (pay accrued, salary
 * paid, advances) with the running balance, the sums and the closing
 * balance; printed as PDF or exported as .xlsx.
 */
export function ActPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  // a link may name the employee and the period (`?employee_id=&date_from=&date_to=`)
  const [given] = useState(() => new URLSearchParams(window.location.search));
  const [employee, setEmployee] = useState<number | undefined>(
    /^\d+$/.test(given.get('employee_id') ?? '') ? Number(given.get('employee_id')) : undefined,
  );
  const [from, setFrom] = useState(
    given.get('date_from') ?? dayjs().subtract(3, 'month').startOf('month').format('YYYY-MM-DD'),
  );
  const [to, setTo] = useState(given.get('date_to') ?? dayjs().format('YYYY-MM-DD'));
  const [pdf, setPdf] = useState<string | null>(null);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf)), [pdf]);
  const query = employee === undefined ? null : { employee_id: employee, date_from: from, date_to: to };
  const act = useQuery({
    queryKey: [PAYROLL_KEY, 'act', query],
    queryFn: ({ signal }) => payrollApi.act(query ?? {}, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const file = async (format: 'pdf' | 'xlsx') => {
    if (!query) return;
    try {
      const answer = await payrollApi.actFile(format, query);
      if (format === 'pdf') setPdf(URL.createObjectURL(answer.blob));
      else saveFile(answer, 'staff-act.xlsx');
    } catch {
      // the main client showed the error
    }
  };
  const amount = (v: string) => money(v, 'UZS', lang);
  const data = act.data;
  const columns: TableColumnsType<Entry> = [
    { key: 'date', title: t('payroll.fields.date'), render: (_, e) => displayDate(e.date) },
    {
      key: 'op',
      title: t('payroll.fields.operation'),
      render: (_, e) =>
        `${t(`payroll.operationTypes.${e.kind}`, { defaultValue: e.kind })} № ${e.number ?? ''}`,
    },
    { key: 'debit', title: t('payroll.fields.debit'), align: 'right', render: (_, e) => amount(e.debit) },
    { key: 'credit', title: t('payroll.fields.credit'), align: 'right', render: (_, e) => amount(e.credit) },
    {
      key: 'balance',
      title: t('payroll.fields.balance'),
      align: 'right',
      render: (_, e) => amount(e.balance),
    },
  ];
  return (
    <section data-testid="staff-act-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <OptionSelect
          source="payroll_employee"
          value={employee}
          placeholder={t('payroll.fields.employee')}
          aria-label={t('payroll.fields.employee')}
          style={{ minWidth: 260 }}
          onChange={(v) => setEmployee(v)}
          testId="act-employee"
        />
        <DateField value={from} allowClear={false} width={150} onChange={(d) => d && setFrom(d)} />
        <DateField value={to} allowClear={false} width={150} onChange={(d) => d && setTo(d)} />
        <Button disabled={!query} onClick={() => file('pdf')} data-testid="act-pdf">
          {t('payroll.actions.print')}
        </Button>
        <Button disabled={!query} onClick={() => file('xlsx')}>
          {t('payroll.actions.export')}
        </Button>
      </Flex>
      {query === null && <Alert type="info" showIcon title={t('payroll.empty.act')} />}
      {act.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {data && query && (
        <>
          <Descriptions
            size="small"
            bordered
            column={3}
            style={{ marginBottom: 12 }}
            data-testid="act-summary"
          >
            <Descriptions.Item label={t('payroll.fields.opening')}>
              <span data-testid="act-opening">{amount(data.opening)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payroll.fields.accrued')}>
              <span data-testid="act-accrued">{amount(data.accrued)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payroll.fields.paid')}>
              <span data-testid="act-paid">{amount(data.paid)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payroll.fields.advances')}>
              <span data-testid="act-advances">{amount(data.advances)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payroll.fields.other')}>{amount(data.other)}</Descriptions.Item>
            <Descriptions.Item label={t('payroll.fields.closing')}>
              <span data-testid="act-closing">{amount(data.closing)}</span>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary">{t('payroll.hints.actSign')}</Typography.Paragraph>
          <ListTable<Entry>
            data-testid="act-table"
            size="small"
            rowKey={(e) => `${e.number}-${e.date}-${e.balance}`}
            columns={columns}
            dataSource={data.entries}
            pagination={false}
          />
        </>
      )}
      <PdfDialog
        url={pdf}
        onClose={() => setPdf(null)}
        title={t('payroll.titles.act')}
        openLabel={t('payroll.actions.open')}
        openTestId="act-pdf-open"
        frameTestId="act-pdf-frame"
      />
    </section>
  );
}
