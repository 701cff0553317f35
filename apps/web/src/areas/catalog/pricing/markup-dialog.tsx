import { categoryMarkupBulkSchema } from '@savdo/shared/schemas/pricing';
import { formatIssues, tashkentToday } from '@savdo/shared/validation';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/index.ts';
import { pricingApi } from './api.ts';

interface Values {
  date?: string;
  retail_percent?: string;
  wholesale_percent?: string;
  additional_percent?: string;
}
const FIELDS = ['date', 'retail_percent', 'wholesale_percent', 'additional_percent'] as const;
const LABELS = {
  date: 'date',
  retail_percent: 'retail',
  wholesale_percent: 'wholesale',
  additional_percent: 'additional',
} as const;

interface Props {
  open: boolean;
  categoryIds: readonly number[];
  onClose(): void;
  onSaved(): void | Promise<void>;
}

/** One markup for the chosen categories, checked with the API's own schema; each enters CREATED. */
export function MarkupDialog({ open, categoryIds, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const showIssues = (issues: { field: string; message: string }[]) =>
    form.setFields(
      FIELDS.map((name) => ({ name, errors: issues.filter((i) => i.field === name).map((i) => i.message) })),
    );

  const submit = async () => {
    const payload = { ...form.getFieldsValue(), product_category_ids: [...categoryIds] };
    const parsed = categoryMarkupBulkSchema.safeParse(payload);
    if (!parsed.success) {
      showIssues(formatIssues(parsed.error, (key, p) => t(key, p)));
      return;
    }
    setSaving(true);
    try {
      const answer = await pricingApi.enterCategoryMarkups(parsed.data);
      message.success(t('pricing.categories.entered', { count: answer.created }));
      form.resetFields();
      await onSaved();
    } catch (error) {
      if (error instanceof ApiError)
        showIssues(
          error.errors.map((line) => {
            const [field = '', ...rest] = line.split(': ');
            return { field, message: rest.join(': ') };
          }),
        );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('pricing.categories.setTitle', { count: categoryIds.length })}
      onCancel={onClose}
      onOk={submit}
      okText={t('pricing.editor.save')}
      okButtonProps={{ loading: saving, id: 'markup-dialog-save' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ date: tashkentToday() }}
        data-testid="markup-dialog"
      >
        {FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`pricing.categories.${LABELS[name]}`)}
            required={name === 'date' || name === 'retail_percent'}
          >
            <Input
              type={name === 'date' ? 'date' : 'text'}
              inputMode={name === 'date' ? undefined : 'decimal'}
              data-testid={`markup-${name}`}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
