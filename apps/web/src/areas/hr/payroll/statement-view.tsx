import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Flex, Input, Modal, Tag } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { saveFile } from '../../../engine/resource-api.ts';
import { formatMonth, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import type { ListColumn } from '../../../shared/list-columns.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { PdfDialog } from '../../../shared/pdf-dialog.tsx';
import { PAYROLL_KEY, payrollApi, type StatementRow } from './api.ts';

/** Loaded when first opened: the page's chunk stays small. */
const PayDialog = lazy(() => import('./pay-dialog.tsx').then((m) => ({ default: m.PayDialog })));

const AMOUNTS = [
  'accrued',
  'additions',
  'deductions',
  'gross',
  'income_tax',
  'social_tax',
  'net',
  'advances',
  'to_pay',
  'paid',
  'owed',
] as const;

/** One statement: its totals, its rows by name, its steps, print and export, and payment once approved. */
export function StatementView({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [pdf, setPdf] = useState<string | null>(null);
  const [paying, setPaying] = useState<StatementRow | 'all' | null>(null);
  const [busy, setBusy] = useState(false);
  // approving and cancelling post to the journal: keyed, so a double click posts once
  const keys = useMemo(() => formKeys(), []);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf)), [pdf]);
  const header = useQuery({
    queryKey: [PAYROLL_KEY, 'statement', id],
    queryFn: ({ signal }) => payrollApi.statement(id, signal),
  });
  const query = { page, per_page: 20, search: search || undefined };
  const rows = useQuery({
    queryKey: [PAYROLL_KEY, 'statement-rows', id, query],
    queryFn: ({ signal }) => payrollApi.rows(id, query, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => Promise.all([header.refetch(), rows.refetch()]);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      await refresh();
    } catch {
      // the main client showed the error
    } finally {
      setBusy(false);
    }
  };
  const file = (format: 'pdf' | 'xlsx') =>
    run(async () => {
      const answer = await payrollApi.statementFile(id, format);
      if (format === 'pdf') setPdf(URL.createObjectURL(answer.blob));
      else saveFile(answer, `statement-${id}.xlsx`);
    });
  const cancel = () => {
    let reason = '';
    Modal.confirm({
      title: t('payroll.hints.cancelConfirm'),
      content: <Input onChange={(e) => (reason = e.target.value)} data-testid="statement-cancel-reason" />,
      onOk: () =>
        run(() =>
          keys({ id, step: 'cancel', reason }, (key) => payrollApi.step(id, 'cancel', { reason }, key)),
        ),
    });
  };
  const s = header.data;
  const amount = (v: string) => money(v, 'UZS', lang);
  const columns: ListColumn<StatementRow>[] = [
    { key: 'name', title: t('payroll.fields.employee'), dataIndex: 'full_name', fixed: 'left' },
    { key: 'days', title: t('payroll.fields.days'), render: (_, r) => `${r.worked_days}/${r.norm_days}` },
    { key: 'salary', title: t('payroll.fields.salary'), align: 'right', render: (_, r) => amount(r.salary) },
    ...AMOUNTS.map((a) => ({
      key: a,
      // what is to pay, what was paid and what is still owed are what a statement is read by
      essential: a === 'to_pay' || a === 'paid' || a === 'owed',
      title: t(`payroll.fields.${a}`),
      align: 'right' as const,
      render: (_: unknown, r: StatementRow) => (
        <span data-testid={`row-${a}-${r.employee_id}`}>{amount(r[a])}</span>
      ),
    })),
    {
      key: 'pay',
      render: (_, r) =>
        s?.status === 'APPROVED' && r.owed !== '0.00' ? (
          <Button size="small" onClick={() => setPaying(r)} data-testid={`row-pay-${r.employee_id}`}>
            {t('payroll.actions.pay')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Drawer
      open
      width="95vw"
      onClose={onClose}
      title={s ? t('payroll.titles.statement', { month: formatMonth(s.month, lang) }) : ''}
      destroyOnHidden
    >
      {s && (
        <>
          <Flex gap={8} wrap style={{ marginBottom: 12 }}>
            <Tag data-testid="statement-status">{t(`payroll.statuses.${s.status}`)}</Tag>
            {s.status === 'DRAFT' && (
              <>
                <Button
                  loading={busy}
                  onClick={() => run(() => payrollApi.step(id, 'recompute'))}
                  data-testid="statement-recompute"
                >
                  {t('payroll.actions.recompute')}
                </Button>
                <Button
                  type="primary"
                  loading={busy}
                  data-testid="statement-approve"
                  onClick={() =>
                    Modal.confirm({
                      title: t('payroll.hints.approveConfirm'),
                      okButtonProps: { 'data-testid': 'statement-approve-ok' } as Record<string, string>,
                      onOk: () =>
                        run(() =>
                          keys({ id, step: 'approve' }, (key) => payrollApi.step(id, 'approve', {}, key)),
                        ),
                    })
                  }
                >
                  {t('payroll.actions.approve')}
                </Button>
                <Button
                  danger
                  loading={busy}
                  onClick={() =>
                    run(async () => {
                      await payrollApi.remove(id);
                      onClose();
                    })
                  }
                >
                  {t('payroll.actions.delete')}
                </Button>
              </>
            )}
            {s.status === 'APPROVED' && (
              <>
                <Button type="primary" onClick={() => setPaying('all')} data-testid="statement-pay-all">
                  {t('payroll.actions.payAll')}
                </Button>
                <Button danger loading={busy} onClick={cancel} data-testid="statement-cancel">
                  {t('payroll.actions.cancel')}
                </Button>
              </>
            )}
            <Button loading={busy} onClick={() => file('pdf')} data-testid="statement-pdf">
              {t('payroll.actions.print')}
            </Button>
            <Button loading={busy} onClick={() => file('xlsx')} data-testid="statement-xlsx">
              {t('payroll.actions.export')}
            </Button>
          </Flex>
          <Descriptions size="small" column={4} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('payroll.fields.branch')}>
              {s.branch_name ?? t('payroll.allBranches')}
            </Descriptions.Item>
            <Descriptions.Item label={t('payroll.fields.normDays')}>{s.norm_days}</Descriptions.Item>
            <Descriptions.Item label={t('payroll.fields.rates')}>
              {t('payroll.fields.income_tax')} {s.income_tax_percent}%, {t('payroll.fields.social_tax')}{' '}
              {s.social_tax_percent}%
            </Descriptions.Item>
            <Descriptions.Item label={t('payroll.fields.gross')}>{amount(s.gross)}</Descriptions.Item>
            <Descriptions.Item label={t('payroll.fields.net')}>{amount(s.net)}</Descriptions.Item>
            <Descriptions.Item label={t('payroll.fields.to_pay')}>
              <span data-testid="statement-to-pay">{amount(s.to_pay)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('payroll.fields.paid')}>
              <span data-testid="statement-paid">{amount(s.paid)}</span>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
      <Input.Search
        allowClear
        placeholder={t('payroll.fields.search')}
        style={{ width: 240, marginBottom: 8 }}
        onSearch={(v) => {
          setSearch(v.trim());
          setPage(1);
        }}
      />
      <ListTable<StatementRow>
        data-testid="statement-rows"
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        columns={columns}
        loading={rows.isFetching}
        dataSource={rows.data ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: s?.employees_count ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      {paying && (
        <Suspense fallback={null}>
          <PayDialog
            statementId={id}
            row={paying === 'all' ? null : paying}
            onClose={() => {
              setPaying(null);
              void refresh();
            }}
          />
        </Suspense>
      )}
      <PdfDialog
        url={pdf}
        onClose={() => setPdf(null)}
        title={s ? t('payroll.titles.statement', { month: formatMonth(s.month, lang) }) : ''}
        openLabel={t('payroll.actions.open')}
        openTestId="statement-pdf-open"
        frameTestId="statement-pdf-frame"
      />
    </Drawer>
  );
}
