import type { Language } from '@savdo/shared/i18n/languages';
import { fromMinor } from '@savdo/shared/money';
import { tradeItemSchema } from '@savdo/shared/schemas/cash-trading';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, type FormInstance, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../shared/form-rules.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { CASH_TRADING_KEY, cashTradingApi } from './api.ts';
import { type LineValues, lineTotal, saleTotal } from './sale-total.ts';

/** A product found by name or barcode; picking it adds a line (or one more of a line already there). */
function ProductPicker({ onPick }: { onPick(line: LineValues): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebounced(search, 250);
  const found = useQuery({
    queryKey: [CASH_TRADING_KEY, 'products', term],
    queryFn: ({ signal }) => cashTradingApi.products(term, signal),
    staleTime: 30_000,
  });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      value={null}
      placeholder={t('cashTrading.form.findProduct')}
      aria-label={t('cashTrading.form.findProduct')}
      loading={found.isFetching}
      options={(found.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      onChange={(id: number) => {
        const product = found.data?.find((p) => p.id === id);
        if (product)
          onPick({ product_id: product.id, name: product.name, price: product.price, quantity: '1' });
        setSearch('');
      }}
      style={{ width: '100%' }}
      data-testid="sale-product"
    />
  );
}

function LineSum({ line, lang }: { line: LineValues | undefined; lang: Language }) {
  const sum = line ? lineTotal(line) : null;
  return (
    <span style={{ width: 140, textAlign: 'right' }}>
      {sum === null ? '' : money(fromMinor(sum), 'UZS', lang)}
    </span>
  );
}

/**
 * The goods of a sale: a product picker, a line per product (today's retail
 * price, the quantity, the sum) and the total, kept exact (minor units).
 */
export function SaleLines({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const lines = (Form.useWatch('items', form) ?? []) as LineValues[];
  const quantityRule = zodRule(tradeItemSchema.shape.quantity, t);
  return (
    <Form.List
      name="items"
      rules={[
        {
          validator: async (_rule, value: unknown[] | undefined) => {
            if (!value || value.length === 0) throw new Error(t('cashTrading.form.noGoods'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Typography.Text strong>{t('cashTrading.form.goods')}</Typography.Text>
          <ProductPicker
            onPick={(line) => {
              const at = lines.findIndex((l) => l.product_id === line.product_id);
              if (at < 0) add(line);
              else
                form.setFieldValue(['items', at, 'quantity'], String(Number(lines[at]?.quantity ?? 0) + 1));
            }}
          />
          {fields.map((field) => {
            const line = lines[field.name];
            return (
              <Flex key={field.key} gap={8} align="baseline" style={{ marginTop: 8 }}>
                {(['product_id', 'name', 'price'] as const).map((key) => (
                  <Form.Item key={key} name={[field.name, key]} hidden noStyle>
                    <Input />
                  </Form.Item>
                ))}
                <span style={{ flex: 1 }}>{line?.name}</span>
                <span style={{ width: 130, textAlign: 'right' }}>{money(line?.price, 'UZS', lang)}</span>
                <Form.Item
                  name={[field.name, 'quantity']}
                  rules={[quantityRule]}
                  style={{ width: 90, margin: 0 }}
                >
                  <Input inputMode="decimal" data-testid={`sale-quantity-${field.name}`} />
                </Form.Item>
                <LineSum line={line} lang={lang} />
                <Button onClick={() => remove(field.name)} aria-label={t('cashTrading.form.remove')}>
                  ×
                </Button>
              </Flex>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Flex justify="flex-end" style={{ marginTop: 8 }}>
            <Typography.Text strong data-testid="sale-total">
              {t('cashTrading.fields.total')}: {money(saleTotal(lines), 'UZS', lang)}
            </Typography.Text>
          </Flex>
        </>
      )}
    </Form.List>
  );
}
