import { cardAttachSchema, cardVerifySchema } from '@savdo/shared/schemas/auto-pay';
import { Alert, Form, Input } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { formatPhone } from '../../../shared/format.ts';
import { autoPayApi, type CardAnswer } from './api.ts';
import { ClientSelect } from './client-select.tsx';

interface Props {
  /** A card waiting for its code (verify it); absent: attach a new one. */
  pending?: CardAnswer | undefined;
  clientId?: number | undefined;
  onClose(saved: boolean): void;
}

interface Values {
  client_id?: number;
  number?: string;
  expire?: string;
  code?: string;
}

/**
 * Attaching a card in two steps: the number and expiry (the processor sends
 * a code to the card's phone), then the code. A wrong code keeps the dialog
 * open on the code (the main client showed the refusal).
 */
export function CardDialog({ pending, clientId, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const [card, setCard] = useState<CardAnswer | undefined>(pending);
  const keys = useMemo(() => formKeys(), []);
  const dialog = useFormDialog<Values>(async (values) => {
    if (!card) {
      const input = cardAttachSchema.parse(values);
      const made = await keys(input, (key) => autoPayApi.attach(input, key));
      saved.current = true;
      setCard(made);
      // not done yet: a failed save keeps the dialog open, now on the code (no toast: nothing went wrong)
      throw new Error('code step');
    }
    const { code } = cardVerifySchema.parse(values);
    await autoPayApi.verify(card.id, code);
    saved.current = true;
  });
  const attachRule = fieldRules(cardAttachSchema.shape, t);
  const verifyRule = fieldRules(cardVerifySchema.shape, t);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t('autoPay.actions.attach')}
      cancelLabel={t('payments.list.close')}
      saveLabel={card ? t('autoPay.actions.verify') : t('autoPay.actions.sendCode')}
      saveTestId="card-save"
    >
      <Form form={dialog.form} layout="vertical" initialValues={{ client_id: clientId }}>
        {card ? (
          <>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={`${card.masked_number} — ${t('autoPay.hints.codeSent', { phone: formatPhone(card.phone) })}`}
              data-testid="card-code-sent"
            />
            <Form.Item name="code" label={t('autoPay.fields.code')} rules={verifyRule('code')}>
              <Input inputMode="numeric" maxLength={8} autoComplete="one-time-code" data-testid="card-code" />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="client_id" label={t('autoPay.fields.client')} rules={attachRule('client_id')}>
              <ClientSelect testId="card-client" />
            </Form.Item>
            <Form.Item name="number" label={t('autoPay.fields.number')} rules={attachRule('number')}>
              <Input inputMode="numeric" maxLength={19} autoComplete="off" data-testid="card-number" />
            </Form.Item>
            <Form.Item name="expire" label={t('autoPay.fields.expire')} rules={attachRule('expire')}>
              <Input maxLength={5} placeholder="MM/YY" autoComplete="off" data-testid="card-expire" />
            </Form.Item>
          </>
        )}
      </Form>
    </FormDialog>
  );
}
