import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ActScreen, useActParams } from './act-screen.tsx';
import { idOf } from './period.ts';

/**
 * The branch reconciliation act (routes.md 2.7): a branch against another
 * (or all others) over a period, from the moves between their warehouses at
 * cost in soʻm: what is owed at the start, each move (in transit, received,
 * returned) and what is owed at the end.
 */
export function BranchActPage() {
  const { t } = useTranslation();
  const { params, change, period } = useActParams();
  const branchId = idOf(params, 'branch_id');
  const otherId = idOf(params, 'other_branch_id');
  const query = branchId ? { branch_id: branchId, other_branch_id: otherId, ...period } : null;

  return (
    <ActScreen
      testId="branch-act-page"
      hintKey="supplierCalculations.branchAct.hint"
      source="branch-reconciliation-act"
      query={query}
      pickKey="supplierCalculations.branchAct.pick"
      period={period}
      change={change}
    >
      <OptionSelect
        source="branch"
        testId="act-branch"
        value={branchId}
        onChange={(id) => change({ branch_id: id })}
        placeholder={t('supplierCalculations.fields.branch')}
        aria-label={t('supplierCalculations.fields.branch')}
        style={{ width: 260 }}
      />
      <OptionSelect
        source="branch"
        testId="act-other-branch"
        value={otherId}
        onChange={(id) => change({ other_branch_id: id })}
        placeholder={t('supplierCalculations.branchAct.allOthers')}
        aria-label={t('supplierCalculations.branchAct.allOthers')}
        style={{ width: 260 }}
      />
    </ActScreen>
  );
}
