import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROMOTIONS_KEY, promotionsApi } from './api.ts';

interface Props {
  value?: number;
  onChange(id: number | undefined): void;
  allowClear?: boolean;
}

/** Picks a promotion (the newest hundred, by name). */
export function PromotionSelect({ value, onChange, allowClear }: Props) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: [PROMOTIONS_KEY, 'options'],
    queryFn: ({ signal }) => promotionsApi.list({ per_page: 100 }, signal),
  });
  return (
    <Select
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('promotions.messages.pickPromotion')}
      aria-label={t('promotions.messages.pickPromotion')}
      style={{ width: 300 }}
      value={value}
      loading={list.isLoading}
      options={(list.data ?? []).map((p) => ({
        value: p.id,
        label: `${p.name} (${t(`promotions.statuses.${p.status}`)})`,
      }))}
      onChange={(v?: number) => onChange(v)}
      data-testid="promotion-select"
    />
  );
}
