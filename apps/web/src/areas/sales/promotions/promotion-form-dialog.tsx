import {
  PROMOTION_RELEVANCES,
  type PromotionRelevance,
  promotionSchema,
} from '@savdo/shared/schemas/promotions';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Select, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { silentApi } from '../../../api/index.ts';
import { DateRangeField } from '../../../controls/date-fields.tsx';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { type PromotionRow, promotionsApi } from './api.ts';

interface Values {
  name: string;
  period: [string, string];
  relevance: PromotionRelevance;
  branch_ids?: number[];
  prizes: string[];
}

interface Props {
  promotion?: PromotionRow;
  onClose(saved: boolean): void;
}

/** Makes a promotion or corrects a draft: name, period, relevance with its branches, prizes in place order. */
export function PromotionFormDialog({ promotion, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const branches = useQuery({
    queryKey: ['branches', 'options'],
    queryFn: () => silentApi.branches.forAutocomplete(),
  });
  const dialog = useFormDialog<Values>(async (v) => {
    const input = promotionSchema.parse({
      name: v.name,
      date_from: v.period[0],
      date_to: v.period[1],
      relevance: v.relevance,
      branch_ids: v.relevance === 'NOT_ALL' ? (v.branch_ids ?? []) : [],
      prizes: v.prizes,
    });
    if (promotion) await promotionsApi.edit(promotion.id, input);
    else await promotionsApi.create(input);
    saved.current = true;
  });
  const relevance = Form.useWatch('relevance', dialog.form);
  const f = (key: string) => t(`promotions.fields.${key}`);
  const required = [{ required: true, message: t('validation.required') }];
  const initial: Partial<Values> = promotion
    ? {
        name: promotion.name,
        period: [promotion.date_from, promotion.date_to],
        relevance: promotion.relevance,
        branch_ids: promotion.branch_ids,
        prizes: promotion.prizes.map((p) => p.name),
      }
    : { relevance: 'ALL', prizes: [''] };
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(promotion ? 'promotions.actions.edit' : 'promotions.actions.add')}
      cancelLabel={t('promotions.actions.cancel')}
      saveLabel={t('promotions.actions.save')}
      saveTestId="promotion-save"
      width={640}
    >
      <Form form={dialog.form} layout="vertical" initialValues={initial}>
        <Form.Item name="name" label={f('name')} rules={required}>
          <Input maxLength={200} data-testid="promotion-name" />
        </Form.Item>
        <Form.Item name="period" label={f('period')} rules={required}>
          <DateRangeField testId="promotion-period" />
        </Form.Item>
        <Form.Item name="relevance" label={f('relevance')} rules={required}>
          <Radio.Group
            options={PROMOTION_RELEVANCES.map((r) => ({ value: r, label: t(`promotions.relevances.${r}`) }))}
          />
        </Form.Item>
        {relevance === 'NOT_ALL' && (
          <Form.Item name="branch_ids" label={f('branches')} rules={required}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              options={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
              data-testid="promotion-branches"
            />
          </Form.Item>
        )}
        <Form.List name="prizes">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, k) => (
                <Space key={field.key} align="baseline">
                  <Form.Item {...field} label={`${f('place')} ${k + 1}`} rules={required}>
                    <Input maxLength={200} style={{ width: 360 }} data-testid={`promotion-prize-${k}`} />
                  </Form.Item>
                  {fields.length > 1 && <Button onClick={() => remove(field.name)}>×</Button>}
                </Space>
              ))}
              <Button onClick={() => add('')} data-testid="promotion-add-prize">
                {t('promotions.actions.addPrize')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </FormDialog>
  );
}
