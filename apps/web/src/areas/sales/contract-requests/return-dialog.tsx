import { documentNumber } from '@savdo/shared/documents';
import { contractReturnSchema, REFUND_TARGETS } from '@savdo/shared/schemas/contract-requests';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import type { ContractFound } from '../contract-payments/api.ts';
import { ContractFinder } from '../contract-payments/contract-finder.tsx';
import { REQUESTS_KEY, type ReturnableItem, requestsApi } from './api.ts';

interface Values {
  warehouse_id: number;
  reason_id: number;
  refund_to: 'CASHBOX' | 'ACCOUNT';
  cashbox_id?: number;
  comment?: string;
}

interface Line {
  quantity?: number;
  serials?: string;
}

interface Props {
  onClose(saved: boolean): void;
}

/** The asked lines: a quantity per line that has one, the serials split on commas and spaces. */
function linesOf(items: readonly ReturnableItem[], lines: Record<number, Line>) {
  return items
    .filter((i) => (lines[i.contract_item_id]?.quantity ?? 0) > 0)
    .map((i) => {
      const line = lines[i.contract_item_id] ?? {};
      const serials = (line.serials ?? '').split(/[\s,;]+/).filter(Boolean);
      return {
        contract_item_id: i.contract_item_id,
        quantity: String(line.quantity),
        ...(serials.length > 0 ? { serials } : {}),
      };
    });
}

/** Asks for goods of a contract to come back: which lines and how many, into which warehouse, why, where the refund goes. */
export function ReturnDialog({ onClose }: Props) {
  const { t } = useTranslation();
  const send = useMemo(() => formKeys(), []);
  const saved = useRef(false);
  const [contract, setContract] = useState<ContractFound | null>(null);
  const [lines, setLines] = useState<Record<number, Line>>({});
  const items = useQuery({
    queryKey: [REQUESTS_KEY, 'returnable', contract?.id],
    queryFn: ({ signal }) => requestsApi.returnable(contract?.id ?? 0, signal),
    enabled: contract !== null,
  });
  const dialog = useFormDialog<Values>(async (values) => {
    const input = contractReturnSchema.parse({
      ...values,
      contract_id: contract?.id,
      items: linesOf(items.data ?? [], lines),
    });
    await send(input, (key) => requestsApi.askReturn(input, key));
    saved.current = true;
  });
  const rule = fieldRules(contractReturnSchema.shape, t);
  const refundTo = Form.useWatch('refund_to', dialog.form);
  const setLine = (id: number, patch: Line) => setLines((l) => ({ ...l, [id]: { ...l[id], ...patch } }));
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('payments.requests.returnTitle')}
      cancelLabel={t('payments.list.close')}
      saveLabel={t('payments.list.save')}
      saveTestId="return-save"
      width={860}
    >
      <Typography.Paragraph type="secondary">{t('payments.requests.returnHint')}</Typography.Paragraph>
      {contract === null ? (
        <ContractFinder onSelect={setContract} testId="return-finder" />
      ) : (
        <>
          <Typography.Paragraph>
            <b>{`${documentNumber(contract.branch_prefix, contract.number)} · ${contract.client_name}`}</b>
          </Typography.Paragraph>
          {items.data?.every((i) => i.returnable === '0') && (
            <Alert type="warning" showIcon title={t('payments.requests.noItems')} />
          )}
          <Flex vertical gap={8} style={{ marginBottom: 12 }} data-testid="return-items">
            {(items.data ?? []).map((i) => (
              <Flex key={i.contract_item_id} gap={12} align="center" wrap>
                <span style={{ minWidth: 220 }}>{i.product_name}</span>
                <Typography.Text type="secondary">
                  {`${t('payments.fields.quantity')}: ${i.quantity} · ${t('payments.fields.returnable')}: ${i.returnable}`}
                </Typography.Text>
                <InputNumber
                  min={0}
                  max={Number(i.returnable)}
                  disabled={i.returnable === '0'}
                  placeholder={t('payments.fields.quantity')}
                  onChange={(v) =>
                    setLine(i.contract_item_id, { quantity: typeof v === 'number' ? v : undefined })
                  }
                  data-testid={`return-quantity-${i.contract_item_id}`}
                />
                {i.is_serial && (
                  <Input
                    style={{ width: 260 }}
                    placeholder={t('payments.requests.serialsHint')}
                    onChange={(e) => setLine(i.contract_item_id, { serials: e.target.value })}
                  />
                )}
              </Flex>
            ))}
          </Flex>
          <Form form={dialog.form} layout="vertical" initialValues={{ refund_to: 'ACCOUNT' }}>
            <Form.Item
              name="warehouse_id"
              label={t('payments.fields.warehouse')}
              rules={rule('warehouse_id')}
            >
              <OptionSelect
                source="warehouse"
                filter={{ branch_id: contract.branch_id }}
                testId="return-warehouse"
              />
            </Form.Item>
            <Form.Item name="reason_id" label={t('payments.fields.reason')} rules={rule('reason_id')}>
              <OptionSelect source="return_reason" testId="return-reason" />
            </Form.Item>
            <Form.Item name="refund_to" label={t('payments.fields.refundTo')} rules={rule('refund_to')}>
              <Select
                options={REFUND_TARGETS.map((v) => ({ value: v, label: t(`payments.refundTargets.${v}`) }))}
              />
            </Form.Item>
            {refundTo === 'CASHBOX' && (
              <Form.Item
                name="cashbox_id"
                label={t('payments.fields.cashbox')}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <OptionSelect source="cashbox" testId="return-cashbox" />
              </Form.Item>
            )}
            <Form.Item name="comment" label={t('payments.fields.comment')} rules={rule('comment')}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Form>
        </>
      )}
    </FormDialog>
  );
}
