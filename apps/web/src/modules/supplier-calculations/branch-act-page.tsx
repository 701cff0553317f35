import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OptionSelect } from '../../shared/option-select.tsx';
import { useCurrentRoute } from '../../shell/route-guard.tsx';
import { PeriodField } from '../warehouse/date-fields.tsx';
import { applyParams } from '../warehouse/list-query.ts';
import { ActView } from './act-view.tsx';
import { idOf, periodOf } from './period.ts';

/**
 * The branch reconciliation act (routes.md 2.7): a branch against another
 * (or all others) over a period, from the moves between their warehouses at
 * cost in soʻm: what is owed at the start, each move (in transit, received,
 * returned) and what is owed at the end.
 */
export function BranchActPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const branchId = idOf(params, 'branch_id');
  const otherId = idOf(params, 'other_branch_id');
  const period = periodOf(params);
  const query = branchId ? { branch_id: branchId, other_branch_id: otherId, ...period } : null;

  return (
    <section data-testid="branch-act-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('supplierCalculations.branchAct.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <OptionSelect
          source="branch"
          testId="act-branch"
          value={branchId}
          onChange={(id) => setParams(applyParams(params, { branch_id: id }))}
          placeholder={t('supplierCalculations.fields.branch')}
          style={{ width: 260 }}
        />
        <OptionSelect
          source="branch"
          testId="act-other-branch"
          value={otherId}
          onChange={(id) => setParams(applyParams(params, { other_branch_id: id }))}
          placeholder={t('supplierCalculations.branchAct.allOthers')}
          style={{ width: 260 }}
        />
        <PeriodField
          testId="act-period"
          from={period.date_from}
          to={period.date_to}
          onChange={(from, to) => setParams(applyParams(params, { date_from: from, date_to: to }))}
        />
      </Flex>
      <ActView
        source="branch-reconciliation-act"
        query={query}
        pickKey="supplierCalculations.branchAct.pick"
      />
    </section>
  );
}
