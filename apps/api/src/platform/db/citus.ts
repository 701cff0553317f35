/**
 * Where each table would live on a Citus cluster (docs/SCALING.md), and the
 * check of Citus's rules against the live schema (apps/api/test/citus-rules.test.ts).
 *
 * - reference: copied to every node; small, read everywhere, written rarely.
 * - distributed: split into shards by `by`; every table distributed by the
 *   same column is co-located (shard n of each on the same node).
 * - local: stays on the coordinator, with the reason (a table that should be
 *   distributed but is not ready yet names the migration it waits for).
 */
export type Placement =
  | { kind: 'reference' }
  | { kind: 'distributed'; by: string }
  | { kind: 'local'; reason: string };

const reference: Placement = { kind: 'reference' };
const local = (reason: string): Placement => ({ kind: 'local', reason });
/** Waits for migration M1 of docs/SCALING.md (branch_id in the key), then `distributed by branch_id`. */
const stockLedger = local('M1: ledger by branch — branch_id into the primary key (SCALING.md)');
const assets = local('M2: fixed assets by branch — branch_id into the primary key (SCALING.md)');

/** Catalogue tables of the resource engine and other reference lists: replicated to every node. */
const REFERENCE_TABLES = [
  // places and organisation
  'branches',
  'branch_settings',
  'warehouses',
  'rooms',
  'work_locations',
  'workstations',
  'workplaces',
  'workplace_categories',
  'workplace_positions',
  // collectors' villages, streets and workplaces (collections)
  'collector_villages',
  'collector_workplaces',
  'provinces',
  'regions',
  'villages',
  'firms',
  'firm_account_numbers',
  'sole_proprietors',
  'investors',
  // people and rights
  'users',
  'user_positions',
  'rules',
  'user_rules',
  'position_rules',
  // which reports a position or a user may open, read with the rules on every report request
  'report_position_rights',
  'report_user_rights',
  'user_attachable_rules',
  'staff_members',
  'installation_masters',
  'installation_rates',
  'employee_devices',
  'mobile_devices',
  'hr_sections',
  'work_schedules',
  'holidays',
  'absence_reasons',
  'work_leave_reasons',
  // goods, prices and suppliers
  'products',
  'product_categories',
  'product_category_properties',
  'product_properties',
  'product_property_groups',
  'product_property_units',
  'brands',
  'units',
  'materials',
  'material_groups',
  'classifiers',
  'product_discounts',
  'product_markups',
  'category_markups',
  'general_markups',
  'sale_exchange_rates',
  'exchange_rates',
  'selling_price_changes',
  'price_tag_templates',
  'suppliers',
  'supplier_unique_numbers',
  'asset_groups',
  'asset_products',
  // reasons, types and texts
  'app_versions',
  'program_versions',
  'general_settings',
  'news',
  'sms_templates',
  'warning_letter_templates',
  'appeal_directions',
  'appeal_forms',
  'appeal_groups',
  'appeal_sources',
  'appeal_types',
  'banks',
  'bank_expense_conditions',
  'bank_input_types',
  'bank_input_type_conditions',
  'cost_items',
  'payment_types',
  'contract_terms',
  'contract_tariffs',
  'contract_requisites',
  'contract_comment_types',
  'conversation_comments',
  'counting_error_reasons',
  'customer_flow_sources',
  'free_product_reasons',
  'product_return_reasons',
  'write_off_reasons',
  'process_stages',
  'drivers',
  'client_blacklist',
  'cashboxes',
  'fonds',
] as const;

/** Every table of the schema `public`, classified. A table missing here fails the test. */
export const CITUS_PLACEMENT: Readonly<Record<string, Placement>> = {
  ...Object.fromEntries(REFERENCE_TABLES.map((name) => [name, reference])),
  // Distributed now: keyed by branch already.
  document_counters: { kind: 'distributed', by: 'branch_id' },
  // The stock ledger: the bulk of the writes, per branch, once M1 is done.
  stock_documents: stockLedger,
  stock_document_lines: stockLedger,
  stock_movements: stockLedger,
  stock_layers: stockLedger,
  stock_consumptions: stockLedger,
  stock_balances: stockLedger,
  stock_serials: stockLedger,
  stock_serial_moves: stockLedger,
  imei_registrations: stockLedger,
  // Fixed assets in use, per branch, once M2 is done.
  asset_units: assets,
  asset_entries: assets,
  asset_put_to_use: assets,
  // Company-wide and small, or hot per request: the coordinator keeps them.
  supplier_ledger: local('per supplier, not per branch: one supplier’s debt spans every branch'),
  supplier_balances: local('per supplier, locked with supplier_ledger in one transaction'),
  supplier_bonuses: local('per supplier, beside supplier_ledger'),
  sessions: local('read on every request by token; small and short-lived'),
  user_two_factor: local('one row per user, read at sign-in by the coordinator'),
  user_recovery_codes: local('beside user_two_factor'),
  sign_in_challenges: local('short-lived second-step challenges of a sign-in'),
  sign_in_events: local('sign-in audit, written by the coordinator that takes the sign-in'),
  sign_in_attempts: local('sign-in audit, written by the coordinator that takes the sign-in'),
  captchas: local('short-lived, purged nightly'),
  data_steps: local('a few rows naming the data steps done after the migrations'),
  report_recent: local('a user’s recently opened reports, written by the coordinator that serves them'),
  news_reads: local('a user’s read marks of the staff news, written by the coordinator that serves them'),
  // The money journal: one transaction may post to accounts of several branches (cash orders, supplier
  // payments), and balance rows are locked together; per branch once M4 splits accounts by branch.
  money_accounts: local('M4: money journal by branch (SCALING.md); accounts span branches today'),
  money_balances: local('M4: locked with the postings of an operation in one transaction'),
  money_operations: local('M4: an operation may post to accounts of several branches'),
  money_postings: local('M4: beside their operation and balance rows'),
  expense_estimates: local('M4: locked with the postings of an expense it limits, beside the journal'),
  provided_services: local('M4: beside the journal operations that calculate and pay them'),
  profit_distributions: local('M4: company-wide (no branch), paid through the journal; a few rows a month'),
  profit_distribution_lines: local('M4: beside their distribution; paid by journal operations naming them'),
  bank_transactions: local('M4: statement rows, posted through the journal in the same transaction'),
  money_daily: local('M4: daily sums of the postings, changed under their balance rows'),
  money_monthly: local('M4: monthly sums of the postings, changed under their balance rows'),
  clients: local('M5: sales by client (SCALING.md); searched across branches by PINFL, passport and phone'),
  client_orders: local('M5: beside the client they are for'),
  client_files: local('M5: beside the client they are for'),
  client_blacklist_orders: local(
    'M5: beside the client they are for; approval writes the reference blacklist',
  ),
  client_order_items: local('M5: beside their order'),
  contracts: local('M5: contracts by client, co-located with their schedules and settlements'),
  contract_items: local('M5: beside their contract'),
  contract_schedule: local('M5: beside their contract'),
  contract_settlements: local('M5: posted through the journal in the same transaction'),
  contract_allocations: local('M5: beside their settlement'),
  contract_events: local('M5: beside their contract'),
  contract_adjustments: local('M5: beside their contract, settled through it when approved'),
  contract_returns: local('M5: beside their contract, settled through it when approved'),
  contract_return_items: local('M5: beside their return'),
  cash_trades: local('M5: posted through the journal in the same transaction'),
  cash_trade_items: local('M5: beside their trade'),
  output_invoices: local('M5: releases of a sale, beside its contract or trade and their items'),
  output_invoice_lines: local('M5: beside their invoice'),
  output_invoice_serials: local('M5: beside their invoice line'),
  output_invoice_events: local('M5: beside their invoice'),
  cash_trade_payments: local('M5: posted through the journal in the same transaction as their trade'),
  cash_trade_discounts: local('M5: beside their trade'),
  cash_trade_returns: local('M5: posted through the journal and the stock ledger in one transaction'),
  cash_trade_return_items: local('M5: beside their return'),
  cash_trade_receipts: local('M5: beside their trade; claimed by the fiscal sender'),
  contract_stage_moves: local('M5: beside their contract'),
  contract_comments: local('M5: beside their contract'),
  client_scores: local('M5: beside the client they rate'),
  contract_scores: local('M5: beside their contract'),
  client_score_runs: local('the close of day, one row a date, run by the coordinator'),
  katm_submissions: local('M5: beside the client and contract they report; sent by the coordinator'),
  contract_cards: local('M5: beside their client; tokens of the card processor'),
  contract_card_links: local('M5: beside their contract'),
  auto_pay_debits: local('M5: beside their contract; claimed by the debit job'),
  online_payments: local('M5: beside their contract; posted with its settlement'),
  off_balance_marks: local('M5: beside their contract'),
  collector_plans: local("M5: a collector's plan, read with their contracts' payments"),
  separate_plans: local('M5: beside their contract'),
  separate_plan_rows: local('M5: beside their plan'),
  warning_letters: local('M5: beside their contract'),
  business_days: local('the close of day, one row a date, run by the coordinator'),
  business_day_steps: local('the close of day, one row a date and step, run by the coordinator'),
  appeals: local('M5: beside the client and contract they are about'),
  installations: local('M5: beside the contract or cash trade line they install'),
  appeal_events: local('M5: beside their appeal'),
  promotions: local('a handful a year, read by every branch'),
  promotion_branches: local('beside their promotion'),
  promotion_products: local('beside their promotion'),
  promotion_prizes: local('beside their promotion'),
  promotion_tickets: local('M5: beside their promotion; collected by one action at a time'),
  promotion_draws: local('beside their promotion'),
  promotion_winners: local('beside their promotion'),
  plum_applications: local('M5: beside the clients they become; a handful a day'),
  plum_settlements: local('M4: payouts of the partner, beside the journal'),
  plum_webhook_events: local('partner deliveries, claimed by event id on the coordinator'),
  bonus_balances: local('M5: beside the client whose points they hold'),
  bonus_history: local('M5: beside the client; written with the payment or order in one transaction'),
  bonus_products: reference,
  bonus_orders: local(
    'M5: beside the client; posted through the stock ledger and the journal in one transaction',
  ),
  bonus_returns: local('M5: beside their order'),
  sms_messages: local('M5: beside the client and contract they are about; claimed by the sender'),
  client_calls: local('M5: beside the client called'),
  call_bonus_invoices: local('M4: paid through the journal in one transaction'),
  call_bonus_sales: local('M4: beside their invoice; each sale once'),
  resale_offers: local('M5: beside the client offered'),
  cash_orders: local('M4: an order moves money between the cashboxes of two branches'),
  idempotency_keys: local('per user and key, claimed before the request it guards'),
  setting_secrets: local('a handful of encrypted provider keys, read by the coordinator'),
  audit_log: local('M3: audit by branch once branch_id is recorded; append-only until then'),
  employees: local('a few thousand staff, read by every branch and by payroll on the coordinator'),
  employee_orders: local('beside their employee; a handful a day'),
  employee_salaries: local('beside their employee'),
  attendance_days: local('one row per employee and day, recomputed from the events on the coordinator'),
  attendance_device_secrets: local('one row per terminal, read on every event'),
  attendance_events: local('beside attendance_days; each event once by (device serial, serial number)'),
  absence_requests: local('beside their employee; a handful a day'),
  time_sheet_corrections: local('beside their employee; a handful a month'),
  payroll_additions: local('beside their employee'),
  payroll_statements: local('one a month and branch; approved with its postings in one transaction'),
  payroll_statement_rows: local('beside their statement; paid through the journal in one transaction'),
  candidates: local('a few hundred applicants, read by HR on the coordinator'),
};

/** The schema facts the rules need, read from pg_catalog. */
export interface SchemaFacts {
  tables: string[];
  /** Primary keys, unique constraints and unique indexes: table and the columns (null: an expression). */
  uniques: { table: string; name: string; columns: (string | null)[] }[];
  foreignKeys: {
    table: string;
    name: string;
    columns: string[];
    references: string;
    referencedColumns: string[];
  }[];
}

/** Every breach of Citus's rules by the schema under the placement; empty when it distributes. */
export function citusProblems(facts: SchemaFacts, placement: Readonly<Record<string, Placement>>): string[] {
  const problems: string[] = [];
  const of = (table: string) => placement[table];
  for (const table of facts.tables) if (!of(table)) problems.push(`${table}: not classified`);
  for (const table of Object.keys(placement))
    if (!facts.tables.includes(table)) problems.push(`${table}: classified but not in the schema`);
  for (const unique of facts.uniques) {
    const place = of(unique.table);
    if (place?.kind === 'distributed' && !unique.columns.includes(place.by))
      problems.push(`${unique.table}.${unique.name}: unique without the distribution column ${place.by}`);
  }
  for (const fk of facts.foreignKeys) {
    const from = of(fk.table);
    const to = of(fk.references);
    if (!from || !to) continue;
    const name = `${fk.table}.${fk.name} → ${fk.references}`;
    if (from.kind === 'reference' && to.kind === 'distributed')
      problems.push(`${name}: a reference table may not point to a distributed one`);
    if (from.kind === 'distributed' && to.kind === 'local')
      problems.push(`${name}: a distributed table may not point to a local one`);
    if (from.kind === 'distributed' && to.kind === 'distributed') {
      const at = fk.columns.indexOf(from.by);
      if (at < 0 || fk.referencedColumns[at] !== to.by)
        problems.push(`${name}: not co-located (the key must pair ${from.by} with ${to.by})`);
    }
  }
  return problems;
}
