import { basisPoints } from '@savdo/shared/contracts';
import { type Currency, fromMinor } from '@savdo/shared/money';
import { localTitle } from '@savdo/shared/resources';
import type { CalculatorTariffRow } from '@savdo/shared/schemas/contracts';
import { Alert, Form, Modal, Radio, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPercent, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { GoodsLines } from './goods-lines.tsx';
import { basketItems, type GoodsLine, type TariffTerms, tariffTerms } from './terms.ts';
import { TermsNote } from './terms-note.tsx';
import { useCalculator } from './use-calculator.ts';

/** A tariff's whole markup in percent: markup + additional markup. */
export const tariffPercent = (t: Pick<CalculatorTariffRow, 'markup' | 'additional_markup'>): string =>
  fromMinor(basisPoints(t.markup) + basisPoints(t.additional_markup));

interface Values {
  currency: Currency;
  items: GoodsLine[];
}

/**
 * The calculator: the chosen goods at today's prices, and every active
 * tariff's terms side by side (the smallest prepayment, the markup, the
 * debt, the monthly payment and the last instalment), calculated by the
 * same shared function that makes the contracts.
 */
export function CalculatorDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const items = Form.useWatch('items', form) as GoodsLine[] | undefined;
  const currency = (Form.useWatch('currency', form) as Currency | undefined) ?? 'UZS';
  const data = useCalculator(items).data;
  const basket = data && items ? basketItems(data, items, currency) : null;
  const rows: TariffTerms[] =
    data && basket ? data.tariffs.map((tariff) => tariffTerms(data, basket, currency, tariff)) : [];
  const m = (v: string) => money(v, currency, lang);
  const columns: TableColumnsType<TariffTerms> = [
    {
      key: 'tariff',
      title: t('contracts.fields.tariff'),
      render: (_, r) => localTitle(lang, r.tariff.name, r.tariff.name_ru),
    },
    { key: 'months', title: t('contracts.fields.months'), render: (_, r) => r.tariff.months },
    {
      key: 'minimum',
      title: t('contracts.calculator.minimum'),
      align: 'right',
      render: (_, r) => m(r.minimum),
    },
    {
      key: 'markup',
      title: t('contracts.fields.markup'),
      align: 'right',
      render: (_, r) => `${m(r.markup)} (${formatPercent(tariffPercent(r.tariff) as `${number}`, lang)})`,
    },
    { key: 'debt', title: t('contracts.fields.debt'), align: 'right', render: (_, r) => m(r.debt) },
    {
      key: 'monthly',
      title: t('contracts.fields.monthly'),
      align: 'right',
      render: (_, r) => <b data-testid={`calculator-monthly-${r.tariff.id}`}>{m(r.monthly)}</b>,
    },
    { key: 'last', title: t('contracts.calculator.last'), align: 'right', render: (_, r) => m(r.last) },
  ];
  return (
    <Modal
      open
      title={t('contracts.calculator.title')}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ currency: 'UZS', items: [{ quantity: '1' }] }}>
        <Form.Item name="currency" label={t('contracts.fields.currency')}>
          <Radio.Group
            options={[
              { value: 'UZS', label: t('contracts.currencies.UZS') },
              { value: 'USD', label: t('contracts.currencies.USD') },
            ]}
            optionType="button"
          />
        </Form.Item>
        <GoodsLines testId="calculator-goods" products={data?.products} />
      </Form>
      {data && items && !basket && items.some((l) => l.product_id) && (
        <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('contracts.calculator.noPrice')} />
      )}
      {basket && (
        <Typography.Paragraph style={{ marginTop: 12 }} data-testid="calculator-price">
          {t('contracts.fields.price')}: <b>{m(rows[0]?.price ?? '0')}</b>
        </Typography.Paragraph>
      )}
      <ListTable<TariffTerms>
        data-testid="calculator-table"
        size="small"
        rowKey={(r) => r.tariff.id}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('contracts.calculator.empty') }}
      />
      {rows.map((r) => (
        <TermsNote key={r.tariff.id} terms={r} currency={currency} />
      ))}
    </Modal>
  );
}
