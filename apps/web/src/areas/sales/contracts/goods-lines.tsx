import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';

/** The goods of an order or of the calculator: a product and its quantity a line, lines added and removed. */
export function GoodsLines({ name = 'items', testId }: { name?: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} align="start">
              <Form.Item
                name={[field.name, 'product_id']}
                rules={[{ required: true, message: t('validation.required') }]}
                style={{ flex: 1, marginBottom: 8 }}
              >
                <OptionSelect source="product" testId={`${testId}-product-${i}`} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'quantity']}
                rules={[{ required: true, message: t('validation.required') }]}
                style={{ width: 110, marginBottom: 8 }}
              >
                <DecimalInput testId={`${testId}-quantity-${i}`} />
              </Form.Item>
              <Button onClick={() => remove(field.name)} data-testid={`${testId}-remove-${i}`}>
                {t('contracts.goods.remove')}
              </Button>
            </Flex>
          ))}
          <Button type="dashed" onClick={() => add({ quantity: '1' })} data-testid={`${testId}-add`} block>
            {t('contracts.goods.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
