import type { Language } from '@savdo/shared/i18n/languages';
import { type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/format.ts';
import type { MarkupSource } from './api.ts';

interface Row {
  markup_source: MarkupSource | null;
  retail_percent: string | null;
  wholesale_percent: string | null;
  additional_percent?: string | null;
}

/** Where the markup comes from and its percents. */
export function MarkupCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (!row.markup_source)
    return <Typography.Text type="secondary">{t('pricing.sources.none')}</Typography.Text>;
  return (
    <div>
      <div>{t(`pricing.sources.${row.markup_source}`)}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('pricing.percents', {
          retail: row.retail_percent ?? '0',
          wholesale: row.wholesale_percent ?? '0',
        })}
        {row.additional_percent && Number(row.additional_percent) !== 0
          ? `, ${t('pricing.additional', { value: row.additional_percent })}`
          : ''}
      </Typography.Text>
    </div>
  );
}

/** The product, its cost and the markup applied: the first columns of both price lists. */
export function costColumns<T extends Row & { product_name: string; cost_uzs: string | null }>(
  t: TFunction,
  lang: Language,
): TableColumnsType<T> {
  return [
    { key: 'product', title: t('pricing.fields.product'), dataIndex: 'product_name' },
    {
      key: 'cost',
      title: t('pricing.fields.cost'),
      align: 'right',
      render: (_: unknown, row: T) => money(row.cost_uzs, 'UZS', lang),
    },
    {
      key: 'markup',
      title: t('pricing.fields.markup'),
      render: (_: unknown, row: T) => <MarkupCell row={row} />,
    },
  ];
}
