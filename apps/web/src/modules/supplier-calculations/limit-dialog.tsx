import { supplierLimitSchema } from '@savdo/shared/schemas';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../shared/form-rules.ts';
import { type LimitRow, settlementsApi } from './api.ts';

interface Props {
  row: LimitRow;
  onClose(): void;
  onSaved(): Promise<void>;
}

type Values = { limit_uzs: string; limit_usd: string };

/** Sets one supplier's debt limits in soʻm and dollars (0: no limit); the server audits the change. */
export function LimitDialog({ row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await settlementsApi.setLimits(row.id, supplierLimitSchema.parse(values));
      await onSaved();
      setOpen(false);
    } catch {
      // the main client showed the error toast
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('supplierCalculations.limits.editTitle', { name: row.name })}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => setOpen(false)}>
          {t('supplierCalculations.list.close')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          onClick={() => void submit()}
          data-testid="limit-save"
        >
          {t('supplierCalculations.list.save')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        name="supplier-limit"
        layout="vertical"
        initialValues={{ limit_uzs: row.limit_uzs, limit_usd: row.limit_usd }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="limit_uzs"
          label={t('supplierCalculations.fields.limitUzs')}
          required
          rules={[zodRule(supplierLimitSchema.shape.limit_uzs, t)]}
        >
          <Input inputMode="decimal" data-testid="limit-uzs" />
        </Form.Item>
        <Form.Item
          name="limit_usd"
          label={t('supplierCalculations.fields.limitUsd')}
          required
          rules={[zodRule(supplierLimitSchema.shape.limit_usd, t)]}
        >
          <Input inputMode="decimal" data-testid="limit-usd" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
