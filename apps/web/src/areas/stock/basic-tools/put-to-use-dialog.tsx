import { putToUseSchema } from '@savdo/shared/schemas';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { today } from '../warehouse/dates.ts';
import { ActionModal } from './action-modal.tsx';
import { assetsApi } from './api.ts';

interface Props {
  onClose: (saved: boolean) => void;
}

/** Puts N pieces of an asset from a warehouse to use in a room, under a responsible person. */
export function PutToUseDialog({ onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const rule = fieldRules(putToUseSchema.shape, t);

  return (
    <ActionModal
      title={t('basicTools.actions.putToUse')}
      saveId="put-to-use-save"
      form={form}
      save={assetsApi.putToUse}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ doc_date: today(), quantity: 1 }}>
        <Form.Item name="warehouse_id" label={t('basicTools.fields.warehouse')} rules={rule('warehouse_id')}>
          <OptionSelect source="warehouse" testId="put-warehouse" />
        </Form.Item>
        <Form.Item
          name="asset_product_id"
          label={t('basicTools.fields.asset')}
          rules={rule('asset_product_id')}
        >
          <OptionSelect source="asset" testId="put-asset" />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('basicTools.fields.quantity')}
          rules={rule('quantity')}
          normalize={(value: string) => (/^\d+$/.test(value) ? Number(value) : value)}
        >
          <Input data-testid="put-quantity" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="room_id" label={t('basicTools.fields.room')} rules={rule('room_id')}>
          <OptionSelect source="room" testId="put-room" />
        </Form.Item>
        <Form.Item
          name="responsible_id"
          label={t('basicTools.fields.responsible')}
          rules={rule('responsible_id')}
        >
          <OptionSelect source="user" testId="put-responsible" />
        </Form.Item>
        <Form.Item name="doc_date" label={t('basicTools.fields.date')} rules={rule('doc_date')}>
          <DateField testId="put-date" />
        </Form.Item>
        <Form.Item name="note" label={t('basicTools.fields.note')} rules={rule('note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
