import { documentNumber } from '@savdo/shared/documents';
import { CONTACT_KINDS, type ContactInput, contactSchema } from '@savdo/shared/schemas/collections';
import { Form, Input, Select, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { zodRule } from '../../../shared/form-rules.ts';
import { formatPhone } from '../../../shared/format.ts';
import { type CollectionContractRow, collectionsApi } from './api.ts';

interface Props {
  contract: CollectionContractRow;
  onClose(saved: boolean): void;
}

/**
 * Records a contact with the client about a contract: how (call, visit,
 * letter, SMS, other), the comment type, what was said, and a promise to pay
 * (date, optional sum). The contract's last contact becomes now.
 */
export function ContactDialog({ contract, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<ContactInput>(async (values) => {
    await collectionsApi.contact(contract.id, contactSchema.parse(values));
    saved.current = true;
  });
  const f = (key: string) => t(`collections.fields.${key}`);
  const shape = contactSchema.shape;
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={`${t('collections.actions.contact')} · ${t('collections.card.title', { number: documentNumber(contract.branch_prefix, contract.number) })}`}
      cancelLabel={t('collections.actions.cancel')}
      saveLabel={t('collections.actions.save')}
      saveTestId="contact-save"
    >
      <Typography.Paragraph type="secondary">
        {contract.client_name} · {formatPhone(contract.phone)}
      </Typography.Paragraph>
      <Form form={dialog.form} layout="vertical" initialValues={{ contact: 'CALL' }}>
        <Form.Item name="contact" label={f('contact')} rules={[zodRule(shape.contact, t)]}>
          <Select
            data-testid="contact-kind"
            options={CONTACT_KINDS.map((k) => ({ value: k, label: t(`collections.contacts.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="comment_type_id" label={f('commentType')}>
          <OptionSelect source="collections_comment_type" testId="contact-type" />
        </Form.Item>
        <Form.Item name="text" label={f('text')} rules={[zodRule(shape.text, t)]}>
          <Input.TextArea rows={3} data-testid="contact-text" />
        </Form.Item>
        <Form.Item name="promised_date" label={f('promisedDate')} rules={[zodRule(shape.promised_date, t)]}>
          <DateField testId="contact-promised-date" allowClear />
        </Form.Item>
        <Form.Item name="promised_sum" label={f('promisedSum')} rules={[zodRule(shape.promised_sum, t)]}>
          <DecimalInput suffix={contract.currency} testId="contact-promised-sum" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
