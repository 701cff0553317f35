import { TAG_ELEMENTS, type TagBox, type TagElement, type TagLayout } from '@savdo/shared/price-tags';
import { Checkbox, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from './number-input.tsx';

const NUMBERS = ['x', 'y', 'w', 'h', 'font'] as const;

interface Props {
  layout: TagLayout;
  /** The message of each element whose box is wrong. */
  errors: Partial<Record<TagElement, string>>;
  onChange(element: TagElement, patch: Partial<TagBox>): void;
}

/** One row per tag element: shown or not, its box in millimetres and its font in points (a plain grid, no table). */
export function ElementFields({ layout, errors, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="tag-elements"
      style={{ display: 'grid', gridTemplateColumns: 'minmax(150px, 1fr) repeat(5, 76px)', gap: '8px 6px' }}
    >
      <span />
      {NUMBERS.map((key) => (
        <Typography.Text key={key} type="secondary" style={{ fontSize: 12 }}>
          {t(`pricing.editor.${key}`)}
        </Typography.Text>
      ))}
      {TAG_ELEMENTS.map((element) => {
        const box = layout.elements[element];
        return (
          <Fragment key={element}>
            <div>
              <Checkbox
                data-testid={`element-${element}-show`}
                checked={box.show}
                onChange={(e) => onChange(element, { show: e.target.checked })}
              >
                {t(`pricing.editor.elements.${element}`)}
              </Checkbox>
              {errors[element] && (
                <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                  {errors[element]}
                </Typography.Text>
              )}
            </div>
            {NUMBERS.map((key) =>
              key === 'font' && element === 'barcode' ? (
                <span key={key} />
              ) : (
                <NumberInput
                  key={key}
                  testId={`element-${element}-${key}`}
                  value={box[key]}
                  disabled={!box.show}
                  invalid={errors[element] !== undefined}
                  onChange={(value) => onChange(element, { [key]: value })}
                />
              ),
            )}
          </Fragment>
        );
      })}
    </div>
  );
}
