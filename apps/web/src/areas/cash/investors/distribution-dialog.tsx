import { distributeByShares, fromMinor, isShare, parseShare, toMinor } from '@savdo/shared/money';
import { PROFIT_BASES } from '@savdo/shared/reports';
import { type DistributionInput, distributionSchema } from '@savdo/shared/schemas/investors';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { type DistributionDetail, INVESTORS_KEY, investorsApi } from './api.ts';

interface Props {
  /** The draft changed, or null for a new one. */
  distribution: DistributionDetail | null;
  /** The distribution saved (its id), or null when nothing was saved. */
  onClose(saved: number | null): void;
}

type Values = Partial<DistributionInput>;

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** Each line's amount as the server will split the profit (largest remainder), once every share is valid. */
function previewAmounts(profit: string | undefined, lines: Values['lines']): string[] | null {
  if (!profit || !lines || lines.length === 0) return null;
  const total = toMinor(profit);
  if (total <= 0n || lines.some((l) => !l?.share || !isShare(l.share))) return null;
  return distributeByShares(
    total,
    lines.map((l) => parseShare(l.share)),
  ).map(fromMinor);
}

/** Enters or changes a draft: the period, basis and branches (their profit shown), the investors' shares. */
export function DistributionDialog({ distribution, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const saved = useRef<number | null>(null);
  const dialog = useFormDialog<Values>(async (values) => {
    const input = distributionSchema.parse(values);
    const made = distribution
      ? await investorsApi.update(distribution.id, input)
      : await investorsApi.create(input);
    saved.current = made.id;
  });
  const form = dialog.form as ReturnType<typeof Form.useForm<Values>>[0];
  const rule = fieldRules(distributionSchema.shape, t);
  const watched = Form.useWatch([], form) as Values | undefined;
  const period = {
    date_from: watched?.date_from,
    date_to: watched?.date_to,
    basis: watched?.basis,
    branch_ids: watched?.branch_ids?.length ? watched.branch_ids.join(',') : undefined,
  };
  const ready = Boolean(
    period.date_from && period.date_to && period.basis && period.date_from <= period.date_to,
  );
  const profit = useQuery({
    queryKey: [INVESTORS_KEY, 'profit', period],
    queryFn: ({ signal }) => investorsApi.profit(period, signal),
    enabled: ready,
  });
  const options = useQuery({
    queryKey: [INVESTORS_KEY, 'options'],
    queryFn: ({ signal }) => investorsApi.options(signal),
  });
  const amounts = previewAmounts(profit.data?.profit, watched?.lines);
  const noProfit = profit.data !== undefined && toMinor(profit.data.profit) <= 0n;
  const initial: Values = distribution
    ? {
        date_from: distribution.date_from,
        date_to: distribution.date_to,
        basis: distribution.basis,
        branch_ids: distribution.branch_ids,
        comment: distribution.comment ?? undefined,
        lines: distribution.lines.map((l) => ({ investor_id: l.investor_id, share: l.share })),
      }
    : { date_from: monthStart(), date_to: today(), basis: 'accrual', branch_ids: [], lines: [] };
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={distribution ? t('investors.edit') : t('investors.new')}
      cancelLabel={t('investors.close')}
      saveLabel={t('investors.save')}
      saveTestId="distribution-save"
      width={720}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Flex gap={12}>
          <Form.Item
            name="date_from"
            label={t('investors.dateFrom')}
            rules={rule('date_from')}
            style={{ flex: 1 }}
          >
            <DateField testId="distribution-from" />
          </Form.Item>
          <Form.Item name="date_to" label={t('investors.dateTo')} rules={rule('date_to')} style={{ flex: 1 }}>
            <DateField testId="distribution-to" />
          </Form.Item>
          <Form.Item name="basis" label={t('investors.basis')} rules={rule('basis')} style={{ flex: 1 }}>
            <Select
              data-testid="distribution-basis"
              options={PROFIT_BASES.map((b) => ({ value: b, label: t(`investors.bases.${b}`) }))}
            />
          </Form.Item>
        </Flex>
        <Form.Item name="branch_ids" label={t('investors.branches')}>
          <Select
            mode="multiple"
            allowClear
            data-testid="distribution-branches"
            placeholder={t('investors.company')}
            options={(options.data?.branches ?? []).map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
        {profit.data && (
          <Alert
            type={noProfit ? 'warning' : 'info'}
            data-testid="distribution-profit"
            title={
              noProfit
                ? t('investors.noProfit')
                : t('investors.profitOfPeriod', { profit: money(profit.data.profit, 'UZS', lang) })
            }
            style={{ marginBottom: 12 }}
          />
        )}
        <Typography.Text strong>{t('investors.lines')}</Typography.Text>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="baseline">
                  <Form.Item
                    name={[field.name, 'investor_id']}
                    rules={[{ required: true, message: t('validation.required') }]}
                    style={{ flex: 2 }}
                  >
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      aria-label={t('investors.investor')}
                      placeholder={t('investors.investor')}
                      data-testid={`distribution-investor-${i}`}
                      options={(options.data?.investors ?? []).map((v) => ({ value: v.id, label: v.name }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'share']}
                    style={{ flex: 1 }}
                    rules={[
                      {
                        validator: (_, v?: string) =>
                          v && isShare(v)
                            ? Promise.resolve()
                            : Promise.reject(new Error(t('validation.invalid'))),
                      },
                    ]}
                  >
                    <Input
                      aria-label={t('investors.share')}
                      placeholder={t('investors.share')}
                      data-testid={`distribution-share-${i}`}
                    />
                  </Form.Item>
                  <Typography.Text
                    data-testid={`distribution-amount-${i}`}
                    style={{ flex: 1, textAlign: 'right' }}
                  >
                    {amounts?.[i] !== undefined ? money(amounts[i], 'UZS', lang) : ''}
                  </Typography.Text>
                  <Button onClick={() => remove(field.name)} aria-label={t('investors.removeLine')}>
                    ×
                  </Button>
                </Flex>
              ))}
              <Button
                onClick={() => add({ share: '' })}
                data-testid="distribution-add-line"
                style={{ marginBottom: 12 }}
              >
                {t('investors.addLine')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="comment" label={t('investors.comment')} rules={rule('comment')}>
          <Input.TextArea rows={2} data-testid="distribution-comment" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
