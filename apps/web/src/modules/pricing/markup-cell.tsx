import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
