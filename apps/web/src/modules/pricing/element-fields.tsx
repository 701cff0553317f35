import { TAG_ELEMENTS, type TagBox, type TagElement, type TagLayout } from '@savdo/shared/price-tags';
import { Checkbox, InputNumber, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const NUMBERS = ['x', 'y', 'w', 'h', 'font'] as const;

interface Props {
  layout: TagLayout;
  /** The message of each element whose box is wrong. */
  errors: Partial<Record<TagElement, string>>;
  onChange(element: TagElement, patch: Partial<TagBox>): void;
}

/** One row per tag element: shown or not, its box in millimetres and its font in points. */
export function ElementFields({ layout, errors, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Table<{ element: TagElement }>
      data-testid="tag-elements"
      size="small"
      pagination={false}
      rowKey="element"
      dataSource={TAG_ELEMENTS.map((element) => ({ element }))}
      columns={[
        {
          key: 'element',
          title: '',
          render: (_, { element }) => (
            <>
              <Checkbox
                data-testid={`element-${element}-show`}
                checked={layout.elements[element].show}
                onChange={(e) => onChange(element, { show: e.target.checked })}
              >
                {t(`pricing.editor.elements.${element}`)}
              </Checkbox>
              {errors[element] && (
                <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                  {errors[element]}
                </Typography.Text>
              )}
            </>
          ),
        },
        ...NUMBERS.map((key) => ({
          key,
          title: t(`pricing.editor.${key}`),
          render: (_: unknown, { element }: { element: TagElement }) =>
            key === 'font' && element === 'barcode' ? null : (
              <InputNumber
                data-testid={`element-${element}-${key}`}
                size="small"
                min={0}
                max={300}
                step={key === 'font' ? 0.5 : 0.5}
                value={layout.elements[element][key]}
                disabled={!layout.elements[element].show}
                onChange={(value) => onChange(element, { [key]: typeof value === 'number' ? value : 0 })}
                style={{ width: 72 }}
              />
            ),
        })),
      ]}
    />
  );
}
