import { fondPaymentSchema } from '@savdo/shared/schemas/cash-trading';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../shared/decimal-input.tsx';
import { FormDialog, useFormDialog } from '../../shared/form-dialog.tsx';
import { fieldRules } from '../../shared/form-rules.ts';
import { money } from '../../shared/format.ts';
import { useLanguage } from '../../shared/i18n.ts';
import { PagedTable } from '../../shared/paged-table.tsx';
import { usePagedQuery } from '../../shared/use-paged-query.ts';
import { useCurrentRoute } from '../../shell/route-guard.tsx';
import { useRules } from '../../shell/session.ts';
import {
  CASH_TRADING_KEY,
  cashTradingApi,
  type FondDebtRow,
  type FondPaymentRow,
} from '../cash-trading/api.ts';
import { FondDebts } from '../cash-trading/fond-debts.tsx';
import { usePaymentPickers } from '../cash-trading/use-pickers.ts';
import { formKeys } from './form-key.ts';
import { TitleBar } from './report-export.tsx';

interface Values {
  cashbox_id?: number;
  amount?: string;
  comment?: string;
}

/** Cash a fund brings to a cashbox: up to its debt, settling its sales oldest first. */
function FondPaymentDialog({ fond, onClose }: { fond: FondDebtRow; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const { cashboxes } = usePaymentPickers();
  const dialog = useFormDialog<Values>(async (values) => {
    const input = fondPaymentSchema.parse({ ...values, fond_id: fond.fond_id });
    await send(input, (key) => cashTradingApi.payFond(input, key));
    saved.current = true;
  });
  const rule = fieldRules(fondPaymentSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={`${t('cashTrading.fonds.payTitle')}: ${fond.fond_name}`}
      cancelLabel={t('cashTrading.form.cancel')}
      saveLabel={t('cashTrading.fonds.submit')}
      saveTestId="fond-payment-save"
    >
      <Typography.Paragraph>
        {t('cashTrading.fields.debt')}: {money(fond.debt, 'UZS', lang)}
      </Typography.Paragraph>
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{
          cashbox_id: cashboxes.length === 1 ? cashboxes[0]?.id : undefined,
          amount: fond.debt,
        }}
      >
        <Form.Item name="cashbox_id" label={t('cashTrading.fields.cashbox')} rules={rule('cashbox_id')}>
          <Select
            options={cashboxes.map((c) => ({ value: c.id, label: c.name }))}
            data-testid="fond-payment-cashbox"
          />
        </Form.Item>
        <Form.Item name="amount" label={t('cashTrading.fields.amount')} rules={rule('amount')}>
          <DecimalInput testId="fond-payment-amount" suffix="UZS" />
        </Form.Item>
        <Form.Item name="comment" label={t('cashTrading.fields.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/**
 * The funds' debts and their cash payments (`/cashbox/cash-trade-payment-fond`):
 * each fund's sales, proceeds and debt, "take a payment" for a holder of
 * `cash_trading_fond_pay.add`, and the payments taken, newest first.
 */
export function FondPaymentsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<FondDebtRow | null>(null);
  const { table } = usePagedQuery<FondPaymentRow>(
    [CASH_TRADING_KEY, 'fond-payments'],
    cashTradingApi.fondPayments,
    {},
    20,
  );
  const f = (key: string) => t(`cashTrading.fields.${key}`);
  return (
    <section data-testid="fond-payments-page">
      <TitleBar title={t(route.titleKey)} />
      <Typography.Paragraph type="secondary">{t('cashTrading.fonds.payHint')}</Typography.Paragraph>
      <FondDebts
        extra={(row) =>
          rules.has('cash_trading_fond_pay.add') && Number(row.debt) > 0 ? (
            <Button size="small" onClick={() => setPaying(row)} data-testid={`fond-pay-${row.fond_id}`}>
              {t('cashTrading.fonds.pay')}
            </Button>
          ) : null
        }
      />
      <Typography.Title level={5}>{t('cashTrading.fonds.payments')}</Typography.Title>
      <PagedTable<FondPaymentRow>
        testId="fond-payments-table"
        rowKey="id"
        columns={[
          { key: 'date', title: f('date'), render: (_, r) => dayjs(r.business_date).format('DD.MM.YYYY') },
          { key: 'fond', title: f('fond'), render: (_, r) => r.fond_name },
          { key: 'cashbox', title: f('cashbox'), render: (_, r) => r.cashbox_name },
          {
            key: 'amount',
            title: f('amount'),
            align: 'right',
            render: (_, r) => money(r.amount, 'UZS', lang),
          },
          { key: 'status', title: f('status'), render: (_, r) => t(`money.statuses.${r.status}`) },
          { key: 'comment', title: f('comment'), render: (_, r) => r.comment },
          { key: 'by', title: f('createdBy'), render: (_, r) => r.created_by_name },
        ]}
        {...table}
      />
      {paying && (
        <FondPaymentDialog
          fond={paying}
          onClose={(saved) => {
            setPaying(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: [CASH_TRADING_KEY] });
          }}
        />
      )}
    </section>
  );
}
