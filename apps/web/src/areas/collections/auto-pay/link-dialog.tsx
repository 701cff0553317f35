import { cardLinkSchema } from '@savdo/shared/schemas/auto-pay';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { AUTO_PAY_KEY, autoPayApi } from './api.ts';
import { ClientSelect } from './client-select.tsx';

/** Attaching one of a client's verified cards to one of their open contracts. */
export function LinkDialog({ onClose }: { onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const [clientId, setClientId] = useState<number | undefined>();
  const cards = useQuery({
    queryKey: [AUTO_PAY_KEY, 'client-cards', clientId],
    queryFn: ({ signal }) =>
      autoPayApi.cards({ client_id: clientId, status: 'ACTIVE', per_page: 100 }, signal),
    enabled: clientId !== undefined,
  });
  const contracts = useQuery({
    queryKey: [AUTO_PAY_KEY, 'client-contracts', clientId],
    queryFn: ({ signal }) => autoPayApi.clientContracts(clientId ?? 0, signal),
    enabled: clientId !== undefined,
  });
  const dialog = useFormDialog<{ card_id: number; contract_id: number }>(async (values) => {
    const input = cardLinkSchema.parse(values);
    await autoPayApi.link(input.card_id, input.contract_id);
    saved.current = true;
  });
  const rule = fieldRules(cardLinkSchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('autoPay.actions.link')}
      cancelLabel={t('payments.list.close')}
      saveLabel={t('autoPay.actions.link')}
      saveTestId="link-save"
    >
      <Form form={dialog.form} layout="vertical">
        <Form.Item label={t('autoPay.fields.client')}>
          <ClientSelect
            value={clientId}
            testId="link-client"
            onChange={(id) => {
              setClientId(id);
              dialog.form.resetFields(['card_id', 'contract_id']);
            }}
          />
        </Form.Item>
        <Form.Item name="card_id" label={t('autoPay.fields.card')} rules={rule('card_id')}>
          <Select
            data-testid="link-card"
            loading={cards.isFetching}
            options={(cards.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.masked_number} (${c.expire})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="contract_id" label={t('autoPay.fields.contract')} rules={rule('contract_id')}>
          <Select
            data-testid="link-contract"
            loading={contracts.isFetching}
            options={(contracts.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
