import { repricingSchema, writeOffSchema } from '@savdo/shared/schemas';
import { Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { zodRule } from '../../../shared/form-rules.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { today } from '../warehouse/dates.ts';
import { ActionModal } from './action-modal.tsx';
import { type AssetUnitRow, assetsApi } from './api.ts';
import { UnitSelect } from './unit-select.tsx';

interface Props {
  /** The unit acted on; without it the dialog asks for one. */
  unit?: AssetUnitRow;
  onClose: (saved: boolean) => void;
}

interface FrameProps extends Props {
  title: string;
  testId: string;
  submit: (values: Record<string, unknown>) => Promise<unknown>;
  children: ReactNode;
}

/** A dialog acting on one unit: the unit (given or chosen), the date, the note, and what the action needs. */
function UnitDialog({ unit, onClose, title, testId, submit, children }: FrameProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm();
  return (
    <ActionModal
      title={title}
      saveId={`${testId}-save`}
      form={form}
      save={(values) => submit({ ...values, unit_id: unit?.id ?? values.unit_id })}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ doc_date: today() }}>
        {unit ? (
          <Typography.Paragraph data-testid={`${testId}-unit`}>
            {unit.asset_name} {unit.inventory_code ? `(${unit.inventory_code})` : ''} —{' '}
            {t('basicTools.fields.bookValue')}: {money(unit.book_value, 'UZS', lang)}
          </Typography.Paragraph>
        ) : (
          <Form.Item
            name="unit_id"
            label={t('basicTools.fields.unit')}
            rules={[zodRule(repricingSchema.shape.unit_id, t)]}
          >
            <UnitSelect />
          </Form.Item>
        )}
        {children}
        <Form.Item
          name="doc_date"
          label={t('basicTools.fields.date')}
          rules={[zodRule(repricingSchema.shape.doc_date, t)]}
        >
          <DateField testId={`${testId}-date`} />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('basicTools.fields.note')}
          rules={[zodRule(repricingSchema.shape.note, t)]}
        >
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}

/** Revalues a unit to a new value. */
export function RepriceDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <UnitDialog
      {...props}
      title={t('basicTools.actions.reprice')}
      testId="reprice"
      submit={assetsApi.reprice}
    >
      <Form.Item
        name="new_value"
        label={t('basicTools.fields.newValue')}
        rules={[zodRule(repricingSchema.shape.new_value, t)]}
      >
        <DecimalInput testId="reprice-value" />
      </Form.Item>
    </UnitDialog>
  );
}

/** Writes a unit off with a reason. */
export function WriteOffDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <UnitDialog
      {...props}
      title={t('basicTools.actions.writeOff')}
      testId="write-off"
      submit={assetsApi.writeOff}
    >
      <Form.Item
        name="reason_id"
        label={t('basicTools.fields.reason')}
        rules={[zodRule(writeOffSchema.shape.reason_id, t)]}
      >
        <OptionSelect source="write_off_reason" testId="write-off-reason" />
      </Form.Item>
    </UnitDialog>
  );
}
