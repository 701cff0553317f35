import { checkRule } from '@savdo/shared/rules';
import {
  HANDOVER_KINDS,
  type HandoverKind,
  type OutputInvoiceInput,
  outputInvoiceSchema,
  type SaleDetail,
  type SaleItemRow,
} from '@savdo/shared/schemas/release';
import { formatIssues } from '@savdo/shared/validation';
import { Alert, Button, Form, Input, Modal, Radio } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useRules } from '../../../platform/session.ts';
import { fieldRules } from '../../../shared/form-rules.ts';
import { releaseApi } from './api.ts';
import { DateField } from './filters.tsx';
import { EMPTY_LINE, InvoiceLines, type LineState, suggestedWarehouse } from './invoice-lines.tsx';
import { useApproveInvoice } from './use-approve.tsx';

interface Props {
  sale: SaleDetail;
  onClose(saved: boolean): void;
}

type Header = Omit<OutputInvoiceInput, 'lines' | 'sale_kind' | 'sale_id'>;

/**
 * A new output invoice for a sale: the warehouse, how the goods reach the
 * client (taken away, or delivered by a driver to an address on a date),
 * and for each item what to release now (up to what is left; serial-tracked
 * goods by their scanned or picked units). Saved CREATED, or saved and
 * approved at once (the goods leave the warehouse).
 */
export function InvoiceForm({ sale, onClose }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const [form] = Form.useForm<Header>();
  const [lines, setLines] = useState<Record<number, LineState>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  // one Idempotency-Key while the same invoice is sent again (a double click posts once)
  const send = useMemo(() => formKeys(), []);
  const approveInvoice = useApproveInvoice();
  const warehouseId = Form.useWatch('warehouse_id', form);
  const open = sale.items.filter((i) => Number(i.left) > 0);

  const submit = async (approve: boolean) => {
    let header: Header;
    try {
      header = await form.validateFields();
    } catch {
      return;
    }
    const parsed = outputInvoiceSchema.safeParse({
      ...header,
      sale_kind: sale.kind,
      sale_id: sale.id,
      lines: linesToSend(open, lines),
    });
    if (!parsed.success) {
      setProblems(formatIssues(parsed.error, (key, params) => t(key, params)).map((i) => i.message));
      return;
    }
    setProblems([]);
    setSaving(true);
    try {
      const made = await send(parsed.data, (key) => releaseApi.create(parsed.data, key));
      // a refused (or not confirmed) approval leaves the invoice CREATED in the sale's list
      if (approve) await approveInvoice(made.id, made.version, crypto.randomUUID()).catch(() => undefined);
      onClose(true);
    } catch {
      // the main client showed the refusal; the form stays open to mend it
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={980}
      title={t('release.form.title')}
      onCancel={() => onClose(false)}
      data-testid="invoice-form"
      footer={[
        <Button key="close" onClick={() => onClose(false)}>
          {t('release.form.close')}
        </Button>,
        <Button key="save" loading={saving} data-testid="invoice-save" onClick={() => void submit(false)}>
          {t('release.form.save')}
        </Button>,
        checkRule('invoice_output.approve', rules) && (
          <Button
            key="approve"
            type="primary"
            loading={saving}
            data-testid="invoice-save-approve"
            onClick={() => void submit(true)}
          >
            {t('release.form.saveApprove')}
          </Button>
        ),
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          handover: 'TAKE_AWAY',
          address: sale.client_address ?? undefined,
          warehouse_id: suggestedWarehouse(open),
        }}
      >
        <HeaderFields />
      </Form>
      <InvoiceLines
        items={open}
        warehouseId={warehouseId}
        lines={lines}
        onChange={(id, line) => setLines((old) => ({ ...old, [id]: line }))}
        onPickWarehouse={(id) => form.setFieldValue('warehouse_id', id)}
      />
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="invoice-problems"
          title={
            problems.length === 1 && problems[0] === t('validation.lines')
              ? t('release.form.noLines')
              : problems.join('; ')
          }
        />
      )}
    </Modal>
  );
}

/** The lines to send: the items given a quantity (serial-tracked ones: as many as their units). */
function linesToSend(items: SaleItemRow[], lines: Record<number, LineState>) {
  return items.flatMap((item) => {
    const l = lines[item.id] ?? EMPTY_LINE;
    if (item.is_serial) {
      return l.serials.length
        ? [{ item_id: item.id, quantity: String(l.serials.length), serials: l.serials }]
        : [];
    }
    return l.quantity ? [{ item_id: item.id, quantity: l.quantity }] : [];
  });
}

/** The warehouse, the hand-over (a delivery's driver, date and address), the note. */
function HeaderFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Header>();
  const handover = (Form.useWatch('handover', form) ?? 'TAKE_AWAY') as HandoverKind;
  const rule = fieldRules(outputInvoiceSchema.shape, t);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
      <Form.Item name="warehouse_id" label={t('release.form.warehouse')} rules={rule('warehouse_id')}>
        <OptionSelect source="warehouse" allowClear={false} testId="invoice-warehouse" />
      </Form.Item>
      <Form.Item name="handover" label={t('release.form.handover')} rules={rule('handover')}>
        <Radio.Group
          data-testid="invoice-handover"
          options={HANDOVER_KINDS.map((k) => ({ value: k, label: t(`release.handover.${k}`) }))}
        />
      </Form.Item>
      {handover === 'DELIVERY' && (
        <>
          <Form.Item name="driver_id" label={t('release.form.driver')} rules={rule('driver_id')}>
            <OptionSelect source="driver" testId="invoice-driver" />
          </Form.Item>
          <Form.Item
            name="delivery_date"
            label={t('release.form.deliveryDate')}
            rules={rule('delivery_date')}
          >
            <DateField />
          </Form.Item>
          <Form.Item name="address" label={t('release.form.address')} rules={rule('address')}>
            <Input data-testid="invoice-address" />
          </Form.Item>
        </>
      )}
      <Form.Item name="note" label={t('release.form.note')} rules={rule('note')}>
        <Input data-testid="invoice-note" />
      </Form.Item>
    </div>
  );
}
