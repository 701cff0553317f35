import type { CalculatorProductRow } from '@savdo/shared/schemas/contracts';
import { Button, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';

interface Props {
  name?: string;
  testId: string;
  /** The picked products' prices and stock (the calculator's answer): shown under each line. */
  products?: readonly CalculatorProductRow[];
}

/**
 * The goods of an order or of the calculator: a product and its quantity a
 * line, lines added and removed; under each picked product its price and
 * where it is in stock (the user's branch's warehouses first), or that no
 * warehouse holds it.
 */
export function GoodsLines({ name = 'items', testId, products }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const lines = (Form.useWatch(name, form) ?? []) as ({ product_id?: number } | undefined)[];
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => {
            const product = products?.find((p) => p.id === lines[field.name]?.product_id);
            return (
              <div key={field.key} style={{ marginBottom: 8 }}>
                <Flex gap={8} align="start">
                  <Form.Item
                    name={[field.name, 'product_id']}
                    rules={[{ required: true, message: t('validation.required') }]}
                    style={{ flex: 1, marginBottom: 0 }}
                  >
                    <OptionSelect source="product" testId={`${testId}-product-${i}`} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    rules={[{ required: true, message: t('validation.required') }]}
                    style={{ width: 110, marginBottom: 0 }}
                  >
                    <DecimalInput testId={`${testId}-quantity-${i}`} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)} data-testid={`${testId}-remove-${i}`}>
                    {t('contracts.goods.remove')}
                  </Button>
                </Flex>
                {product && <ProductFacts product={product} testId={`${testId}-facts-${i}`} />}
              </div>
            );
          })}
          <Button type="dashed" onClick={() => add({ quantity: '1' })} data-testid={`${testId}-add`} block>
            {t('contracts.goods.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** A product's retail price and its stock per warehouse, in one line of small text. */
function ProductFacts({ product, testId }: { product: CalculatorProductRow; testId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const price = [
    product.price_uzs && money(product.price_uzs, 'UZS', lang),
    product.price_usd && money(product.price_usd, 'USD', lang),
  ].filter(Boolean);
  const holding = product.stock.filter((s) => Number(s.quantity) > 0);
  return (
    <Flex wrap gap={12} data-testid={testId} style={{ fontSize: 12, marginTop: 2 }}>
      <Typography.Text type="secondary">
        {t('contracts.goods.price')}: {price.length ? price.join(' / ') : t('contracts.goods.noPrice')}
      </Typography.Text>
      {holding.length === 0 ? (
        <Typography.Text type="danger" data-testid={`${testId}-nowhere`}>
          {t('contracts.goods.nowhere')}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" data-testid={`${testId}-stock`}>
          {t('contracts.goods.stock')}:{' '}
          {holding
            .map(
              (s) =>
                `${s.warehouse_name}${!s.own && s.branch_name ? ` (${s.branch_name})` : ''} — ${quantity(s.quantity, lang)}`,
            )
            .join('; ')}
        </Typography.Text>
      )}
    </Flex>
  );
}
