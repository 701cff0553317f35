import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { BONUSES_KEY, type BonusOrderRow, bonusesApi, type Query } from './api.ts';
import { ListFilters } from './list-filters.tsx';
import { orderColumns } from './order-columns.tsx';

/**
 * `/client-account-numbers/payment-bonus-differences`: bonus orders whose
 * points fell short, with the cash paid into the cashbox for the rest (a
 * BONUS_DIFFERENCE operation of the money journal).
 */
export function DifferencesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Query>({});
  const { table } = usePagedQuery([BONUSES_KEY, 'differences'], bonusesApi.differences, filters);
  return (
    <section data-testid="bonus-differences-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <ListFilters filters={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
      <PagedTable<BonusOrderRow>
        testId="bonus-differences-table"
        rowKey="id"
        columns={orderColumns(t, lang)}
        locale={{ emptyText: t('bonuses.empty.differences') }}
        {...table}
      />
    </section>
  );
}
