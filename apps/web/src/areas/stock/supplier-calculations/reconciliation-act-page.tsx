import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ActScreen, useActParams } from './act-screen.tsx';
import type { Currency } from './api.ts';
import { idOf } from './period.ts';

/**
 * The supplier reconciliation act (routes.md 2.7): a supplier, a currency
 * and a period (kept in the address bar) → the debt at the start, each
 * invoice, return and bonus with the running debt, the debt at the end.
 */
export function ReconciliationActPage() {
  const { t } = useTranslation();
  const { params, change, period } = useActParams();
  const supplierId = idOf(params, 'supplier_id');
  const currency: Currency = params.get('currency') === 'USD' ? 'USD' : 'UZS';
  const query = supplierId ? { supplier_id: supplierId, currency, ...period } : null;

  return (
    <ActScreen
      testId="reconciliation-act-page"
      hintKey="supplierCalculations.act.hint"
      source="reconciliation-act"
      query={query}
      pickKey="supplierCalculations.act.pick"
      period={period}
      change={change}
    >
      <OptionSelect
        source="supplier"
        testId="act-supplier"
        value={supplierId}
        onChange={(id) => change({ supplier_id: id })}
        placeholder={t('supplierCalculations.fields.supplier')}
        aria-label={t('supplierCalculations.fields.supplier')}
        style={{ width: 300 }}
      />
      <Segmented<Currency>
        data-testid="act-currency"
        value={currency}
        options={['UZS', 'USD']}
        onChange={(next) => change({ currency: next })}
      />
    </ActScreen>
  );
}
