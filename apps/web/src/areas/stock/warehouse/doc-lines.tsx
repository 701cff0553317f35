import { fromMinor } from '@savdo/shared/money';
import { Button, Form, type FormInstance, Input, Table, type TableColumnsType, Typography } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import type { Currency } from './api.ts';
import type { DocScreen } from './doc-kinds.ts';
import { lineRule } from './line-rules.ts';
import {
  differenceOf,
  type HeaderValues,
  type LineValues,
  lineSum,
  normalizeDecimal,
  signOf,
  totalOf,
} from './lines.ts';
import { SerialsField, useSerialTracked } from './serials.tsx';

interface Props {
  page: DocScreen;
  form: FormInstance<HeaderValues>;
  editable: boolean;
}

/**
 * The editable lines of a document: product (searched on the server),
 * quantity (counted quantity in a counting act), price and line sum where the
 * kind is priced, books and difference in a counting act. Sums are exact
 * (bigint minor units), as the server computes them.
 */
export function DocLines({ page, form, editable }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const lines: LineValues[] = Form.useWatch('lines', { form, preserve: true }) ?? [];
  const currency: Currency = Form.useWatch('currency', form) ?? 'UZS';
  const line = (index: number): LineValues => lines[index] ?? {};
  // Only goods carry serials; materials are counted by quantity.
  const tracked = useSerialTracked(page.item === 'product' ? lines.map((l) => l?.product_id) : []);

  const duplicate = (index: number) => ({
    validator: async (_: unknown, value: unknown) => {
      const all = form.getFieldValue('lines') as HeaderValues['lines'];
      if (value !== undefined && all?.some((other, i) => i !== index && other?.product_id === value))
        throw new Error(t('validation.duplicateProduct'));
    },
  });

  const columns: TableColumnsType<FormListFieldData> = [
    { key: 'index', title: t('warehouse.fields.index'), width: 48, render: (_, field) => field.name + 1 },
    {
      key: 'product',
      title: t('warehouse.fields.product'),
      render: (_, field) => (
        <div style={{ minWidth: 260, maxWidth: 440 }}>
          <Form.Item
            name={[field.name, 'product_id']}
            rules={[{ required: true, message: t('validation.required') }, duplicate(field.name)]}
            style={{ margin: 0 }}
          >
            <OptionSelect
              source={page.item}
              testId={`line-product-${field.name}`}
              label={line(field.name).product_name}
              allowClear={false}
              onChange={(_, option) =>
                form.setFieldValue(['lines', field.name], {
                  ...line(field.name),
                  product_id: option?.id,
                  product_name: option?.name,
                  serials: undefined,
                })
              }
            />
          </Form.Item>
          {tracked.has(line(field.name).product_id ?? 0) && (
            <SerialsField
              index={field.name}
              onCount={(count) => {
                form.setFieldValue(['lines', field.name, 'quantity'], String(count));
                void form.validateFields([['lines', field.name, 'quantity']]).catch(() => undefined);
              }}
            />
          )}
        </div>
      ),
    },
    {
      key: 'quantity',
      title: t(page.counting ? 'warehouse.fields.counted' : 'warehouse.fields.quantity'),
      width: 130,
      render: (_, field) => (
        <Form.Item
          name={[field.name, 'quantity']}
          normalize={normalizeDecimal}
          rules={[lineRule(page.counting ? 'count' : 'quantity', t)]}
          style={{ margin: 0 }}
        >
          <Input
            inputMode="decimal"
            data-testid={`line-quantity-${field.name}`}
            disabled={!editable || tracked.has(line(field.name).product_id ?? 0)}
          />
        </Form.Item>
      ),
    },
  ];
  if (page.needsPrice) {
    columns.push(
      {
        key: 'price',
        title: t('warehouse.fields.price'),
        width: 160,
        render: (_, field) => (
          <Form.Item
            name={[field.name, 'price']}
            normalize={normalizeDecimal}
            rules={[lineRule('money', t)]}
            style={{ margin: 0 }}
          >
            <Input inputMode="decimal" data-testid={`line-price-${field.name}`} />
          </Form.Item>
        ),
      },
      {
        key: 'sum',
        title: t('warehouse.fields.sum'),
        align: 'right',
        width: 170,
        render: (_, field) => {
          const sum = lineSum(line(field.name).quantity, line(field.name).price);
          return (
            <span data-testid={`line-sum-${field.name}`}>
              {sum === null ? '' : money(fromMinor(sum), currency, lang)}
            </span>
          );
        },
      },
    );
  }
  if (page.counting) {
    columns.push(
      {
        key: 'expected',
        title: t('warehouse.fields.expected'),
        align: 'right',
        width: 110,
        render: (_, field) => (
          <span data-testid={`line-expected-${field.name}`}>{quantity(line(field.name).expected, lang)}</span>
        ),
      },
      {
        key: 'difference',
        title: t('warehouse.fields.difference'),
        align: 'right',
        width: 110,
        render: (_, field) => {
          const difference = differenceOf(line(field.name).quantity, line(field.name).expected);
          const sign = signOf(difference);
          return (
            <Typography.Text
              data-testid={`line-difference-${field.name}`}
              type={sign < 0 ? 'danger' : sign > 0 ? 'success' : undefined}
            >
              {quantity(difference, lang)}
            </Typography.Text>
          );
        },
      },
    );
  }

  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: async (_, value: unknown[] | undefined) => {
            if (!value?.length) throw new Error(t('validation.lines'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <ListTable<FormListFieldData>
            data-testid="doc-lines"
            rowKey="key"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={fields}
            locale={{ emptyText: t('warehouse.editor.noLines') }}
            columns={
              editable
                ? [
                    ...columns,
                    {
                      key: 'remove',
                      width: 48,
                      render: (_, field) => (
                        <Button
                          type="text"
                          danger
                          aria-label={t('warehouse.actions.removeLine')}
                          data-testid={`line-remove-${field.name}`}
                          onClick={() => remove(field.name)}
                        >
                          ×
                        </Button>
                      ),
                    },
                  ]
                : columns
            }
            summary={() =>
              page.needsPrice ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={page.needsPrice ? 4 : 1}>
                    <Typography.Text strong>{t('warehouse.fields.total')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <Typography.Text strong data-testid="doc-total">
                      {money(fromMinor(totalOf(lines)), currency, lang)}
                    </Typography.Text>
                  </Table.Summary.Cell>
                  {editable && <Table.Summary.Cell index={2} />}
                </Table.Summary.Row>
              ) : null
            }
          />
          <Form.ErrorList errors={errors} />
          {editable && (
            <Button data-testid="add-line" onClick={() => add({})} style={{ marginTop: 8 }}>
              {t('warehouse.actions.addLine')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
