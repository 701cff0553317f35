import { Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OptionSelect } from '../../shared/option-select.tsx';
import { useCurrentRoute } from '../../shell/route-guard.tsx';
import { PeriodField } from '../warehouse/date-fields.tsx';
import { applyParams } from '../warehouse/list-query.ts';
import { ActView } from './act-view.tsx';
import type { Currency } from './api.ts';
import { idOf, periodOf } from './period.ts';

/**
 * The supplier reconciliation act (routes.md 2.7): a supplier, a currency
 * and a period (kept in the address bar) → the debt at the start, each
 * invoice, return and bonus with the running debt, the debt at the end.
 */
export function ReconciliationActPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const supplierId = idOf(params, 'supplier_id');
  const currency: Currency = params.get('currency') === 'USD' ? 'USD' : 'UZS';
  const period = periodOf(params);
  const query = supplierId ? { supplier_id: supplierId, currency, ...period } : null;

  return (
    <section data-testid="reconciliation-act-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('supplierCalculations.act.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <OptionSelect
          source="supplier"
          testId="act-supplier"
          value={supplierId}
          onChange={(id) => setParams(applyParams(params, { supplier_id: id }))}
          placeholder={t('supplierCalculations.fields.supplier')}
          style={{ width: 300 }}
        />
        <Segmented<Currency>
          data-testid="act-currency"
          value={currency}
          options={['UZS', 'USD']}
          onChange={(next) => setParams(applyParams(params, { currency: next }))}
        />
        <PeriodField
          testId="act-period"
          from={period.date_from}
          to={period.date_to}
          onChange={(from, to) => setParams(applyParams(params, { date_from: from, date_to: to }))}
        />
      </Flex>
      <ActView source="reconciliation-act" query={query} pickKey="supplierCalculations.act.pick" />
    </section>
  );
}
