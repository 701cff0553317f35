import { money, type ReportColumn, type ReportDefinition, text } from './define.ts';

const count = (key: string): ReportColumn => ({ key, type: 'number', total: true });

/** R0016 Fund sales and fund debts: per fund, its sales, returns and proceeds in the period, and its debt. */
const fondSales: ReportDefinition = {
  code: 'R0016',
  group: 'TRADE',
  filters: ['period', 'fond'],
  columns: [
    text('fund_name'),
    text('stir'),
    count('trades'),
    money('sold', 'UZS'),
    money('returned_uzs', 'UZS'),
    money('paid_cash', 'UZS'),
    money('paid_bank', 'UZS'),
    { ...money('debt', 'UZS'), title: 'fund_debt' },
  ],
  chart: { kind: 'bar', label: 'fund_name', value: 'debt' },
};

/** R0017 Client bonuses: per client, the points' opening, earned, reversed, spent, returned and closing. */
const clientBonuses: ReportDefinition = {
  code: 'R0017',
  group: 'TRADE',
  filters: ['period', 'client'],
  columns: [
    text('client_name'),
    text('branch_name'),
    { ...money('opening', 'UZS'), title: 'points_opening' },
    { ...money('earned', 'UZS'), title: 'points_earned' },
    money('earn_reversed', 'UZS'),
    { ...money('spent', 'UZS'), title: 'points_spent' },
    money('points_returned', 'UZS'),
    { ...money('closing', 'UZS'), title: 'points_closing' },
    money('difference_paid', 'UZS'),
  ],
  chart: { kind: 'bar', label: 'client_name', value: 'closing' },
};

/** R0018 Promotion results and winners: per promotion and branch. */
const promotionResults: ReportDefinition = {
  code: 'R0018',
  group: 'TRADE',
  filters: ['promotion', 'period'],
  columns: [
    text('promotion_name'),
    { key: 'date_from', title: 'promotion_from', type: 'date' },
    { key: 'date_to', title: 'promotion_to', type: 'date' },
    { key: 'promotion_status', type: 'enum', enumPrefix: 'reports.promotionStates' },
    text('branch_name'),
    count('tickets'),
    count('voided_tickets'),
    money('before_uzs', 'UZS'),
    money('during_uzs', 'UZS'),
    { key: 'growth', type: 'percent' },
    count('winners'),
    count('prizes_given'),
    text('winner_names'),
  ],
  chart: { kind: 'bar', label: 'promotion_name', value: 'during_uzs' },
};

/** R0019 Installations and master earnings: per master. */
const installations: ReportDefinition = {
  code: 'R0019',
  group: 'TRADE',
  filters: ['period', 'master', 'installation_status', 'category'],
  columns: [
    text('master_name'),
    count('jobs'),
    count('in_work'),
    count('installed'),
    count('refused'),
    text('refusal_reasons'),
    { key: 'avg_days_to_install', type: 'number' },
    money('earned', 'UZS'),
    { ...money('paid', 'UZS'), title: 'paid_master' },
    { ...money('owed', 'UZS', false), title: 'owed_master' },
  ],
  chart: { kind: 'bar', label: 'master_name', value: 'earned' },
};

/** R0020 Resale and customer engagement: one row per offer and per call; the 0/1 columns are the funnel. */
const engagement: ReportDefinition = {
  code: 'R0020',
  group: 'TRADE',
  filters: ['period', 'user', 'engagement_outcome'],
  columns: [
    { key: 'business_date', type: 'date' },
    text('branch_name'),
    { key: 'kind', title: 'engagement_kind', type: 'enum', enumPrefix: 'reports.engagementKinds' },
    text('employee_name'),
    text('client_name'),
    { key: 'outcome', title: 'engagement_outcome', type: 'enum', enumPrefix: 'reports.engagementOutcomes' },
    count('clients'),
    count('offered'),
    count('invited'),
    count('rejected'),
    count('talking'),
    count('bought'),
    money('sale_uzs', 'UZS'),
    money('sale_usd', 'USD'),
    money('bonus_uzs', 'UZS'),
    money('bonus_usd', 'USD'),
  ],
  chart: { kind: 'bar', label: 'outcome', value: 'clients' },
};

/** The trade group's after-sale reports (REPORTS.md R0016–R0020). */
export const TRADE_AFTER_SALE_REPORTS: readonly ReportDefinition[] = [
  fondSales,
  clientBonuses,
  promotionResults,
  installations,
  engagement,
];
