import { CURRENCIES } from '@savdo/shared/money';
import { type ResaleOfferInput, resaleOfferSchema } from '@savdo/shared/schemas/engagement';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { fieldRules } from '../../../shared/form-rules.ts';
import { resaleApi } from './api.ts';

interface Props {
  client: { id: number; name: string };
  onClose(saved: boolean): void;
}

/** An offer to a former client: its text and the order it proposes (goods, tariff, prepayment). */
export function OfferDialog({ client, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const dialog = useFormDialog<ResaleOfferInput>(async (values) => {
    await resaleApi.offer(resaleOfferSchema.parse({ ...values, client_id: client.id }));
    saved.current = true;
  });
  const rule = fieldRules(resaleOfferSchema.shape, t);
  const f = (key: string) => t(`engagement.fields.${key}`);
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={`${t('engagement.actions.offer')}: ${client.name}`}
      cancelLabel={t('engagement.actions.cancel')}
      saveLabel={t('engagement.actions.save')}
      saveTestId="offer-save"
      width={680}
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={{ currency: 'UZS', items: [{ quantity: '1' }] }}
      >
        <Form.Item name="text" label={f('text')} rules={rule('text')}>
          <Input.TextArea rows={3} maxLength={2000} data-testid="offer-text" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="currency" label={f('currency')} rules={rule('currency')}>
              <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="tariff_id" label={f('tariff')} rules={rule('tariff_id')}>
              <OptionSelect source="tariff" testId="offer-tariff" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="prepayment" label={f('prepayment')} rules={rule('prepayment')}>
              <DecimalInput testId="offer-prepayment" />
            </Form.Item>
          </Col>
        </Row>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, k) => (
                <Row gutter={12} key={field.key}>
                  <Col span={15}>
                    <Form.Item
                      name={[field.name, 'product_id']}
                      label={f('product')}
                      rules={[{ required: true }]}
                    >
                      <OptionSelect source="product" testId={`offer-product-${k}`} />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item
                      name={[field.name, 'quantity']}
                      label={f('quantity')}
                      rules={[{ required: true }]}
                    >
                      <Input data-testid={`offer-quantity-${k}`} />
                    </Form.Item>
                  </Col>
                  <Col span={3} style={{ paddingTop: 30 }}>
                    {fields.length > 1 && <Button onClick={() => remove(field.name)}>−</Button>}
                  </Col>
                </Row>
              ))}
              <Button onClick={() => add({ quantity: '1' })}>{t('engagement.actions.addProduct')}</Button>
            </>
          )}
        </Form.List>
      </Form>
    </FormDialog>
  );
}
