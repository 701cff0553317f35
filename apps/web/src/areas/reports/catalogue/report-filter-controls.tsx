import {
  BANK_CLASSIFICATIONS,
  DEBIT_RESULTS,
  ENGAGEMENT_OUTCOMES,
  INSTALLATION_JOB_STATES,
  ONLINE_PAYMENT_STATES,
  type ReportFilterKind,
  WRONG_TRANSFER_STATES,
} from '@savdo/shared/reports';
import { ONLINE_PROVIDERS } from '@savdo/shared/schemas/auto-pay';
import { BANK_TARGETS } from '@savdo/shared/schemas/cashless';
import { Input, InputNumber } from 'antd';
import type { ReactNode } from 'react';

/** A filter's form field: its name in the query and its control. */
type Control = { name: string; node: ReactNode } | null;
type Select = (values: readonly string[], label: (v: string) => string) => ReactNode;

/** The controls of the filters only some report groups have (cashless, after-sale); null for any other. */
export function groupControl(kind: ReportFilterKind, t: (key: string) => string, select: Select): Control {
  return cashlessControl(kind, t, select) ?? afterSaleControl(kind, t, select);
}

/** The cashless reports' own filters (R0075–R0083). */
function cashlessControl(kind: ReportFilterKind, t: (key: string) => string, select: Select): Control {
  const words = (prefix: string) => (v: string) => t(`reports.cashless.${prefix}.${v}`);
  switch (kind) {
    case 'bank_target':
      return { name: 'bank_target', node: select(BANK_TARGETS, words('targets')) };
    case 'classification':
      return { name: 'classification', node: select(BANK_CLASSIFICATIONS, words('classifications')) };
    case 'counterparty':
    case 'purpose':
      return { name: kind, node: <Input allowClear maxLength={100} style={{ minWidth: 180 }} /> };
    case 'matched':
      return {
        name: 'matched',
        node: select(['true', 'false'], (v) => t(v === 'true' ? 'engine.yes' : 'engine.no')),
      };
    case 'wrong_state':
      return { name: 'wrong_state', node: select(WRONG_TRANSFER_STATES, words('wrongStates')) };
    case 'provider':
      return { name: 'provider', node: select(ONLINE_PROVIDERS, words('providers')) };
    case 'debit_result':
      return { name: 'debit_result', node: select(DEBIT_RESULTS, words('debitResults')) };
    case 'error_code':
      return { name: 'error_code', node: <InputNumber min={-99_999} max={99_999} /> };
    case 'online_state':
      return { name: 'online_state', node: select(ONLINE_PAYMENT_STATES, words('onlineStates')) };
    default:
      return null;
  }
}

/** The after-sale and client-account reports' own filters (R0019, R0020, R0032). */
function afterSaleControl(kind: ReportFilterKind, t: (key: string) => string, select: Select): Control {
  switch (kind) {
    case 'installation_status':
      return {
        name: 'installation_status',
        node: select(INSTALLATION_JOB_STATES, (v) => t(`reports.installStates.${v}`)),
      };
    case 'engagement_outcome':
      return {
        name: 'engagement_outcome',
        node: select(ENGAGEMENT_OUTCOMES, (v) => t(`reports.engagementOutcomes.${v}`)),
      };
    case 'balance_min':
    case 'balance_max':
      return { name: kind, node: <Input allowClear inputMode="decimal" style={{ width: 160 }} /> };
    default:
      return null;
  }
}
