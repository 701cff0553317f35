/**
 * The route table of routes.md: every screen, its menu section, its rule and
 * its layout, declared once. The web router, the menu, the index pages, the
 * guard and the rights-management pages all derive from it.
 *
 * Decisions taken where routes.md and DECISIONS.md leave the grouping open:
 * - Route names come from the path (`/cashbox/cash-registers` gives
 *   `cashbox-cash-registers`); `/` is `home` and `/404` is `not-found`.
 *   Titles are `routes.<name>`, `sections.<id>` and `groups.<id>`.
 * - `/`, `/news`, the auth pages and `/404` belong to the `home` section.
 *   `/` is the landing page (dashboard), not an index page, and is not
 *   listed among the home section's menu items (the section itself links to it).
 * - `warehouse` section: its pages are the information "Warehouses" group, at
 *   `/information/warehouses/<page>` as DECISIONS.md says; `/information/warehouses`
 *   is the warehouse section's index. These pages belong to `warehouse`, not
 *   to `information`.
 * - `reports` section: `/information/reports` is itself a page (report.show),
 *   so it cannot be the index; the section's index is `/reports`, and it lists
 *   `/information/reports` and `/information/reports/rules`.
 * - `promotions` section: likewise `/information/promotions` is a page
 *   (stock.show); the index is `/promotions`, listing the four promotion pages.
 * - `investors` section: index `/investors`; it lists `/info/investors` (the
 *   investor reference list, where a user would look for investors) and
 *   `/investors/distribution-of-profits`.
 * - `info` keeps the remaining `/info/*` pages, including `/info/tmz/*` as its
 *   `tmz` group (index `/info/tmz`) and `/info/versions` (no rule).
 * - `information` keeps `/information/modul-index` (an index listing the
 *   modules), its groups workplace-info, product-info and addresses, and the
 *   ungrouped pages users, suppliers, organizations, banks, drivers and
 *   return-product-reasons.
 * - Settings keeps its groups `rbac` (`/settings/rbac`) and
 *   `contract-settings` (`/settings/contract-settings`).
 * - Rule forms: product-residues and tmz-account residue use an array;
 *   hiring-staff uses the double bar `is_dev.show||hiring_staff.show`; every
 *   other "a or b" of routes.md is a pipe string. All three mean "any".
 * - A route's parent (for index pages and breadcrumbs) is its group's index
 *   when it has a group, else its section's index; a group index's parent is
 *   its section's index; a section index's parent is `/`.
 * - Menu: a section is shown when at least one of its menu routes that carries
 *   a rule passes (home always). Pages without a rule (blacklist,
 *   /info/versions) are listed inside a shown section but do not by
 *   themselves make a section appear, or every user would see those sections.
 * - Pages are listed in a working order (main list first, then documents,
 *   then reports and reference lists), not in the reverse-alphabetical order
 *   of routes.md.
 */
import { checkRule, type RuleRequirement } from '../rules/check.ts';
import type { LayoutName, RouteDef, SectionDef } from './types.ts';

export const LANDING_PATH = '/';
export const LOGIN_PATH = '/auth/login';
export const RENEW_PASSWORD_PATH = '/auth/renew-password';
export const TWO_FACTOR_PATH = '/auth/two-factor';
export const NOT_FOUND_PATH = '/404';

/** Top-level menu sections in the order of routes.md 2.31. */
export const SECTION_IDS = [
  'home',
  'information',
  'cashbox',
  'contract',
  'cash-tradings',
  'warehouse',
  'tmz-account',
  'basic-tools',
  'staff-calculations',
  'supplier-calculations',
  'client',
  'client-ratings',
  'output-product',
  'installation-of-products',
  'client-account-number',
  'price-management',
  'sms',
  'price-tag',
  'expenses',
  'customer-engagements',
  'collections',
  'reports',
  'money-account-no-cash',
  'auto-pay',
  'investors',
  'appeals',
  'promotions',
  'resale',
  'salary',
  'face-recognition',
  'integrations',
  'info',
  'settings',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

const SECTION_PATHS: Readonly<Record<SectionId, string>> = {
  home: '/',
  information: '/information',
  cashbox: '/cashbox',
  contract: '/contract',
  'cash-tradings': '/cash-tradings',
  warehouse: '/information/warehouses',
  'tmz-account': '/tmz-account',
  'basic-tools': '/basic-tools',
  'staff-calculations': '/staff-calculations',
  'supplier-calculations': '/supplier-calculations',
  client: '/client',
  'client-ratings': '/client-ratings',
  'output-product': '/output-product',
  'installation-of-products': '/installation-of-products',
  'client-account-number': '/client-account-numbers',
  'price-management': '/price-management',
  sms: '/send-sms',
  'price-tag': '/price-tag',
  expenses: '/expenses',
  'customer-engagements': '/customer-engagements',
  collections: '/collections',
  reports: '/reports',
  'money-account-no-cash': '/money-account-no-cash',
  'auto-pay': '/auto-pay',
  investors: '/investors',
  appeals: '/appeals',
  promotions: '/promotions',
  resale: '/resale',
  salary: '/salary',
  'face-recognition': '/face-recognition',
  integrations: '/integrations',
  info: '/info',
  settings: '/settings',
};

export const SECTIONS: readonly SectionDef[] = SECTION_IDS.map((id) => ({
  id,
  path: SECTION_PATHS[id],
  titleKey: `sections.${id}`,
}));

/** Sub-groups inside a section, each with an index page at its path. */
export const GROUP_IDS = [
  'workplace-info',
  'product-info',
  'addresses',
  'tmz',
  'rbac',
  'contract-settings',
] as const;
export type GroupId = (typeof GROUP_IDS)[number];

export interface GroupDef {
  id: GroupId;
  section: SectionId;
  /** Path of the group's index page. */
  path: string;
  /** i18n key of its title, e.g. `groups.rbac`. */
  titleKey: string;
}

const group = (id: GroupId, section: SectionId, path: string): GroupDef => ({
  id,
  section,
  path,
  titleKey: `groups.${id}`,
});

export const GROUPS: readonly GroupDef[] = [
  group('workplace-info', 'information', '/information/workplace-info'),
  group('product-info', 'information', '/information/product-info'),
  group('addresses', 'information', '/information/addresses'),
  group('tmz', 'info', '/info/tmz'),
  group('rbac', 'settings', '/settings/rbac'),
  group('contract-settings', 'settings', '/settings/contract-settings'),
];

/** `/cashbox/cash-registers` → `cashbox-cash-registers`; `/` → `home`; `/404` → `not-found`. */
export function routeNameOf(path: string): string {
  if (path === LANDING_PATH) return 'home';
  if (path === NOT_FOUND_PATH) return 'not-found';
  return path.slice(1).replaceAll('/', '-');
}

interface PageOptions {
  layout?: LayoutName;
  public?: boolean;
  hideInMenu?: boolean;
}

/** One page: [path, rule (absent: none), options]. */
type PageSpec = readonly [path: string, rule?: RuleRequirement, options?: PageOptions];

function makeRoute(section: SectionId, path: string, extra: Partial<RouteDef>): RouteDef {
  const name = routeNameOf(path);
  return { name, path, section, titleKey: `routes.${name}`, ...extra };
}

function indexRoute(section: SectionId, path: string, groupId?: GroupId): RouteDef {
  return makeRoute(section, path, groupId ? { group: groupId, index: true } : { index: true });
}

function pages(section: SectionId, list: readonly PageSpec[], groupId?: GroupId): RouteDef[] {
  return list.map(([path, rule, options]) => {
    const extra: Partial<RouteDef> = { ...options };
    if (groupId) extra.group = groupId;
    if (rule !== undefined) extra.rule = rule;
    return makeRoute(section, path, extra);
  });
}

/** A section's index followed by its pages. */
function section(id: SectionId, list: readonly PageSpec[]): RouteDef[] {
  return [indexRoute(id, SECTION_PATHS[id]), ...pages(id, list)];
}

/** A group's index followed by its pages. */
function grouped(
  sectionId: SectionId,
  groupId: GroupId,
  path: string,
  list: readonly PageSpec[],
): RouteDef[] {
  return [indexRoute(sectionId, path, groupId), ...pages(sectionId, list, groupId)];
}

const HOME: RouteDef[] = pages('home', [
  ['/', undefined, { layout: 'home' }],
  ['/news'],
  ['/auth/login', undefined, { layout: 'empty', public: true, hideInMenu: true }],
  ['/auth/renew-password', undefined, { layout: 'empty', hideInMenu: true }],
  ['/auth/two-factor', undefined, { layout: 'empty', hideInMenu: true }],
  ['/404', undefined, { layout: '404', hideInMenu: true }],
]);

const INFORMATION: RouteDef[] = [
  ...section('information', [
    ['/information/users', 'user.show'],
    ['/information/suppliers', 'supplier.show'],
    ['/information/organizations', 'branch.show'],
    ['/information/banks', 'bank.show'],
    ['/information/drivers', 'driver.show'],
    ['/information/return-product-reasons', 'contract_product_return_reason.show'],
  ]),
  indexRoute('information', '/information/modul-index'),
  ...grouped('information', 'workplace-info', '/information/workplace-info', [
    ['/information/workplace-info/workplaces', 'workplace.show'],
    ['/information/workplace-info/workplace-types', 'workplace_category.show'],
    ['/information/workplace-info/positions', 'workplace_position.show'],
  ]),
  ...grouped('information', 'product-info', '/information/product-info', [
    ['/information/product-info/products', 'product.show'],
    ['/information/product-info/categories', 'product_category.show'],
    ['/information/product-info/brands', 'brand.show'],
    ['/information/product-info/units', 'unit.show'],
    ['/information/product-info/product-properties', 'product_property.show'],
    ['/information/product-info/category-properties', 'product_category_property.show'],
    ['/information/product-info/property-groups', 'product_property_group.show'],
    ['/information/product-info/property-units', 'product_property_unit.show'],
  ]),
  ...grouped('information', 'addresses', '/information/addresses', [
    ['/information/addresses/provinces', 'province.show'],
    ['/information/addresses/regions', 'region.show'],
    ['/information/addresses/villages', 'village.show'],
  ]),
];

const CASHBOX = section('cashbox', [
  ['/cashbox/cash-registers', 'cashbox.show'],
  ['/cashbox/my-cash-registers', 'my_cashbox.show'],
  ['/cashbox/contract-payments', 'contract_payment.show'],
  ['/cashbox/pre-payment', 'contract_pre_payment.show'],
  ['/cashbox/cash-trade-payment', 'cash_trading_payment.show'],
  ['/cashbox/cash-trade-payment-fond', 'cash_trading_fond_pay.show'],
  ['/cashbox/cash-input-operations', 'other_cashbox_input.show'],
  ['/cashbox/cash-output-operations', 'other_cashbox_output.show'],
  ['/cashbox/supplier-input-operations', 'supplier_input.show|rendered_service_supplier_input.show'],
  ['/cashbox/supplier-output-operations', 'supplier_output.show|rendered_service_supplier_output.show'],
  ['/cashbox/expense-input-operations', 'expense_input.show'],
  ['/cashbox/expense-output-operations', 'expense_output.show'],
  ['/cashbox/bank-input-operations', 'bank_input.show'],
  ['/cashbox/bank-output-operations', 'bank_output.show'],
  ['/cashbox/input-money-from-staff', 'income_from_staff.show'],
  ['/cashbox/output-money-to-staff', 'output_to_staff.show'],
  ['/cashbox/cash-currency-exchanges', 'currency_exchange.show'],
  ['/cashbox/cash-order-lists', 'cashbox_order_for_me.show'],
  ['/cashbox/all-cash-orders', 'cashbox_order.show'],
  ['/cashbox/all-cashbox-operations', 'cashbox_all_operations.show'],
  ['/cashbox/cash-all-receipts', 'all_receipt.show'],
  ['/cashbox/cash-residues', 'cashbox_residue.show'],
  ['/cashbox/cash-turnover', 'cashbox_turnover.show'],
]);

const CONTRACT = section('contract', [
  ['/contract/contracts', 'contract.show'],
  ['/contract/orders', 'client_order.show'],
  ['/contract/closed-contracts', 'contract.show'],
  ['/contract/closing-with-cost', 'close_with_expense.show'],
  ['/contract/closed-contract-bonuses', 'early_close.show'],
  ['/contract/discounts-given', 'contract_discount.show'],
  ['/contract/return-products', 'contract_product_return.show'],
]);

const CASH_TRADINGS = section('cash-tradings', [
  ['/cash-tradings/cash-tradings', 'cash_trading.show'],
  ['/cash-tradings/cash-tradings-fond', 'cash_trading_fond.show'],
  ['/cash-tradings/list-of-fonds', 'fond.show'],
  ['/cash-tradings/discounts-given', 'cash_trading_discount.show'],
  ['/cash-tradings/return-products', 'returned_cash_trading_product.show'],
]);

const WAREHOUSE = section('warehouse', [
  ['/information/warehouses/warehouses', 'warehouse.show'],
  [
    '/information/warehouses/product-residues',
    ['branch_residue.show', 'warehouse_residue.show', 'fifo_residue.show'],
  ],
  ['/information/warehouses/input-product-invoices', 'supplier_invoice_input.show'],
  ['/information/warehouses/return-product-invoices', 'supplier_invoice_output.show'],
  ['/information/warehouses/input-from-other-repositories', 'move_invoice_input.show'],
  ['/information/warehouses/output-from-other-repositories', 'move_invoice_output.show'],
  ['/information/warehouses/input-product-from-expenses', 'expense_product_invoice_input.show'],
  ['/information/warehouses/output-product-to-expenses', 'expense_product_invoice_output.show'],
  [
    '/information/warehouses/income-product-from-clients',
    'contract_product_return.show|returned_cash_trading_product.show',
  ],
  ['/information/warehouses/giving-products-to-client', 'giving_product_to_client.show'],
  ['/information/warehouses/uncompleted-trades', 'un_released_product.show'],
  ['/information/warehouses/counting-acts', 'counting_acts.show'],
  ['/information/warehouses/all-warehouse-practices', 'warehouse_operation.show'],
]);

const TMZ_ACCOUNT = section('tmz-account', [
  [
    '/tmz-account/residue',
    [
      'material_residue_by_branch.show',
      'material_residue_by_warehouse.show',
      'material_residue_by_fifo.show',
    ],
  ],
  ['/tmz-account/input-from-supplier', 'input_material_invoice.show'],
  ['/tmz-account/output-to-supplier', 'return_material_invoice.show'],
  ['/tmz-account/input-from-repositories', 'move_input_material_invoice.show'],
  ['/tmz-account/output-to-repositories', 'move_output_material_invoice.show'],
  ['/tmz-account/input-from-expense', 'expense_input_material_invoice.show'],
  ['/tmz-account/output-to-expense', 'expense_output_material_invoice.show'],
]);

const BASIC_TOOLS = section('basic-tools', [
  ['/basic-tools/main-engine-inputs', 'input_asset_product_invoice.show'],
  [
    '/basic-tools/main-tools-residue',
    'asset_fifo_residue.show|asset_branch_residue.show|asset_warehouse_residue.show',
  ],
  ['/basic-tools/access-the-main-tools', 'asset_product_put_to_use.show'],
  ['/basic-tools/main-tools-in-use', 'asset_product_in_use_where.show'],
  ['/basic-tools/receipts-from-warehouse', 'move_input_asset_product_invoice.show'],
  ['/basic-tools/sales-from-warehouse', 'move_output_asset_product_invoice.show'],
  ['/basic-tools/repricing', 'repricing.show'],
  ['/basic-tools/wear-out', 'depreciations.show'],
  ['/basic-tools/write-off', 'is_dev.show'],
  ['/basic-tools/main-engine-groups', 'asset_group.show'],
  ['/basic-tools/rooms', 'rooms.show'],
  ['/basic-tools/reasons', 'reason_of_write_offs.show'],
]);

const STAFF_CALCULATIONS = section('staff-calculations', [
  ['/staff-calculations/calculations', 'salary_calculations.show'],
  ['/staff-calculations/reconciliation-act', 'salary_reconciliation_reports.show'],
]);

const SUPPLIER_CALCULATIONS = section('supplier-calculations', [
  ['/supplier-calculations/calculations', 'supplier_current_debt.show'],
  ['/supplier-calculations/reconciliation-act', 'supplier_debt.show'],
  ['/supplier-calculations/branch-reconciliation-act', 'branch_calculation.show'],
  ['/supplier-calculations/limits', 'supplier_limits.show'],
  ['/supplier-calculations/bonus-from-the-supplier', 'supplier_bonuses.show'],
]);

const CLIENT = section('client', [
  ['/client/clients', 'client.show'],
  ['/client/duplicate-customers', 'duplicate_client.show'],
  ['/client/blacklist'],
  ['/client/blacklist-orders', 'black_list_order.show'],
]);

const CLIENT_RATINGS = section('client-ratings', [
  ['/client-ratings/payment-discipline', 'client_score.show'],
  ['/client-ratings/order-payment-discipline', 'contract_skip.show'],
  ['/client-ratings/report-shapes', 'katm_report.show'],
]);

const OUTPUT_PRODUCT = section('output-product', [
  ['/output-product/output-invoices', 'invoice_output.show'],
  ['/output-product/deliveries', 'delivery_product.show'],
  ['/output-product/pickup', 'take_away_product.show'],
]);

const INSTALLATION_OF_PRODUCTS = section('installation-of-products', [
  ['/installation-of-products/install-products', 'install_product.show'],
  ['/installation-of-products/specifying-install', 'designation_installation.show'],
  ['/installation-of-products/masters', 'master.show'],
  ['/installation-of-products/master-cash-output', 'master_cash_output.show'],
  ['/installation-of-products/reconciliation-act', 'master_calculation.show'],
]);

const CLIENT_ACCOUNT_NUMBER = section('client-account-number', [
  ['/client-account-numbers/account-balances', 'client_account_balances.show'],
  ['/client-account-numbers/account-number-operations', 'account_number_operation.show'],
  ['/client-account-numbers/account-number-history', 'client_account_number_history.show'],
  ['/client-account-numbers/customer-expenses', 'client_expenditure.show'],
  ['/client-account-numbers/bonus-products', 'bonus_product.show'],
  ['/client-account-numbers/bonus-orders', 'bonus_order.show'],
  ['/client-account-numbers/return-bonus-products', 'returned_bonus_product.show'],
  ['/client-account-numbers/payment-bonus-differences', 'bonus_difference.show'],
  ['/client-account-numbers/bonus-balance-histories', 'bonus_difference_history.show'],
]);

const PRICE_MANAGEMENT = section('price-management', [
  ['/price-management/change-selling-prices', 'change_selling_price.show'],
  ['/price-management/changed-selling-prices', 'changed_selling_price.show'],
  ['/price-management/selling-price-histories', 'changed_input_price.show'],
  ['/price-management/product-markups', 'product_markup.show'],
  ['/price-management/product-category-markups', 'category_markup.show'],
  ['/price-management/surcharge-for-category', 'category_markup.show'],
  ['/price-management/general-raise-markups', 'general_markup.show'],
  ['/price-management/exchange-rate', 'currency_exchange_for_sale.show'],
]);

const SMS = section('sms', [
  ['/send-sms/send-sms-clients', 'sms.show'],
  ['/send-sms/sms-templates', 'sms_template.show'],
]);

const PRICE_TAG = section('price-tag', [
  ['/price-tag/print-price-tags', 'price_tag.print'],
  ['/price-tag/products-price-changes', 'price_tag.print'],
  ['/price-tag/price-tag-templates', 'price_tag.show'],
  ['/price-tag/create-template', 'price_tag.add|price_tag.edit', { layout: 'empty', hideInMenu: true }],
]);

const EXPENSES = section('expenses', [
  ['/expenses/expenses', 'expense_operation_all.show'],
  ['/expenses/expense-from-cashbox', 'expense_all.show'],
  ['/expenses/provided-services', 'rendered_service.show'],
  ['/expenses/estimates', 'expense_estimate.show'],
  ['/expenses/estimate-usage', 'estimate_usage.show'],
  ['/expenses/cost-items', 'cost_substance.show'],
]);

const CUSTOMER_ENGAGEMENTS = section('customer-engagements', [
  ['/customer-engagements/called-clients', 'called_client.show'],
  ['/customer-engagements/calculate-bonus', 'called_client_invoice.show'],
]);

const COLLECTIONS = section('collections', [
  ['/collections/all-contracts', 'levy_contract.show'],
  ['/collections/all-customer', 'client_contract_details.show'],
  ['/collections/attached-contracts', 'contract_attach_responsible.show'],
  [
    '/collections/responsible-attachment',
    'contract_responsible.attach|responsible_attach_the_contract.attach',
  ],
  ['/collections/assign-workplaces', 'levy_workplaces.show'],
  ['/collections/attachment-of-streets', 'levy_villages.show'],
  ['/collections/street-collection-plans', 'collector_plan.show'],
  ['/collections/separately', 'separate_reimbursement.show'],
  ['/collections/processes', 'levy_process.show'],
  ['/collections/process-steps', 'process_stage.show'],
  ['/collections/off-balance-sheet-contracts', 'contract_off_balance.show'],
  ['/collections/warning-letter', 'warning_letter.show'],
  ['/collections/warning-letter-templates', 'warning_letter.show'],
  ['/collections/comment-types', 'contract_commentary_type.show'],
]);

const REPORTS = section('reports', [
  ['/information/reports', 'report.show'],
  ['/information/reports/rules', 'report_management.show'],
]);

const MONEY_ACCOUNT_NO_CASH = section('money-account-no-cash', [
  ['/money-account-no-cash/account-number-balance', 'cashless_bank_operation_balance.show'],
  ['/money-account-no-cash/account-number-circulation', 'cashless_bank_operation_turnover.show'],
  ['/money-account-no-cash/all-account-number-operations', 'cashless_bank_operation_all.show'],
  ['/money-account-no-cash/account-number-operations', 'cashless_bank_operation_undirected.show'],
  ['/money-account-no-cash/account-number-deposits', 'cashless_bank_operation_for_input.show'],
  ['/money-account-no-cash/account-number-expenses', 'cashless_bank_operation_for_expense.show'],
  ['/money-account-no-cash/client-deposits', 'cashless_bank_operation_to_client.show'],
  ['/money-account-no-cash/supplier-transfers', 'cashless_bank_operation_for_supplier.show'],
  ['/money-account-no-cash/transfer-to-cash-register', 'cashless_bank_operation_to_cashbox.show'],
  ['/money-account-no-cash/proceeds-from-the-fond', 'cashless_bank_operation_to_fond.show'],
  ['/money-account-no-cash/internal-transfers', 'internal_transactions.show'],
  ['/money-account-no-cash/incorrectly-transferred-funds', 'cashless_bank_operation_wrong_transaction.show'],
  ['/money-account-no-cash/firms', 'firm.show'],
  ['/money-account-no-cash/firm-account-numbers', 'firm_account_number.show'],
  ['/money-account-no-cash/supplier-unique-codes', 'supplier_unique_number.show'],
  ['/money-account-no-cash/income-types', 'bank_input_type.show'],
  ['/money-account-no-cash/income-type-classification', 'bank_input_type_condition.show'],
  ['/money-account-no-cash/expenditure-conditions', 'bank_expense_condition.show'],
]);

const AUTO_PAY = section('auto-pay', [
  ['/auto-pay/list-of-payments', 'auto_payment.show'],
  ['/auto-pay/list-of-online-payments', 'online_payment.show'],
  ['/auto-pay/list-of-contracts', 'auto_payment.show'],
  ['/auto-pay/connected-list-of-contracts', 'auto_payment.show'],
  ['/auto-pay/list-of-client-cards', 'contract_card.show'],
  ['/auto-pay/attached-contract-cards', 'contract_card.show'],
]);

const INVESTORS = section('investors', [
  ['/info/investors', 'investor.show'],
  ['/investors/distribution-of-profits', 'investor_calculation.show'],
]);

const APPEALS = section('appeals', [
  ['/appeals/appeals', 'appeals.show'],
  ['/appeals/types', 'appeal_type.show'],
  ['/appeals/sources', 'appeal_source.show'],
  ['/appeals/groups', 'appeal_group.show'],
  ['/appeals/forms', 'appeal_form.show'],
  ['/appeals/directions', 'appeal_direction.show'],
]);

const PROMOTIONS = section('promotions', [
  ['/information/promotions', 'stock.show'],
  ['/information/promotions/list-of-products-promotion', 'stock_product.show'],
  ['/information/promotions/tickets', 'tickets.show'],
  ['/information/promotions/winning-promotions', 'winning_stock.show'],
]);

const RESALE = section('resale', [
  ['/resale/resale-clients', 'resale_client.show'],
  ['/resale/offers', 'resale_offer.show'],
  ['/resale/invited-clients', 'invited_client.show'],
  ['/resale/unfinished-conversations', 'invited_client.show'],
  ['/resale/rejected-offer-clients', 'invited_client.show'],
  ['/resale/interview-comments', 'conversation_comments.show'],
]);

const SALARY = section('salary', [
  ['/salary/candidates', 'candidate.show'],
  ['/salary/hiring-staff', 'is_dev.show||hiring_staff.show'],
  ['/salary/staff-transfer', 'transfer_to_other_job.show'],
  ['/salary/staff-dismissal', 'dismissal_of_staff.show'],
  ['/salary/time-sheets', 'time_sheets.show'],
  ['/salary/statements', 'statements.show'],
  ['/salary/salary-payments', 'salary_payments.show'],
  ['/salary/salary-changes', 'salary_modifications.show'],
  ['/salary/additions', 'additions.show'],
  ['/salary/sections', 'hr_sections.show'],
  ['/salary/user-positions', 'user_position.show'],
  ['/salary/workplaces', 'work_locations.show'],
  ['/salary/work-schedules', 'work_schedules.show'],
  ['/salary/holidays', 'holidays.show'],
  ['/salary/work-leave-reasons', 'work_leave_reasons.show'],
  ['/salary/classifiers', 'classifiers.show'],
]);

const FACE_RECOGNITION = section('face-recognition', [
  ['/face-recognition/daily-attendance', 'daily_attendances.show'],
  ['/face-recognition/employees-who-are-late', 'staff_latecomers.show'],
  ['/face-recognition/employees-left-early', 'staff_who_left_before_time.show'],
  ['/face-recognition/employees-not-confirmed-departure', 'staff_have_not_confirmed_departure.show'],
  ['/face-recognition/employees-absent-from-work', 'staff_did_not_come.show'],
  ['/face-recognition/absence-from-work-requests', 'staff_absence_requests.show'],
  ['/face-recognition/employees', 'staff_faces.show'],
  ['/face-recognition/workplaces', 'workstations.show'],
  ['/face-recognition/device-managements', 'employee_devices.show'],
  ['/face-recognition/reasons-absence-from-work', 'reason_work_not_comings.show'],
]);

const INTEGRATIONS = section('integrations', [
  ['/integrations/uzimei-blocked', 'sold_imei_product.show'],
  ['/integrations/plum', 'cabinet.show'],
  ['/integrations/markings', 'marker_residue_product.show|marker_output_product.show'],
]);

const INFO: RouteDef[] = [
  ...section('info', [
    ['/info/staff', 'staff.show'],
    ['/info/news', 'news.show'],
    ['/info/news-editor', undefined, { layout: 'clean', hideInMenu: true }],
    ['/info/individual-entrepreneur', 'sole_proprietor.show'],
    ['/info/customer-flow-source', 'customer_flow.show'],
    ['/info/reasons-for-giving-free-product', 'free_product_reason.show'],
    ['/info/counting-act-error-reasons', 'reason_for_counts.show'],
    ['/info/mobile-applications', 'app_version.show'],
    ['/info/program-versions', 'is_dev.show'],
    ['/info/api-reference', 'is_dev.show'],
    ['/info/versions'],
  ]),
  ...grouped('info', 'tmz', '/info/tmz', [
    ['/info/tmz/tmz-list', 'materials.show'],
    ['/info/tmz/tmz-groups', 'material_groups.show'],
  ]),
];

const SETTINGS: RouteDef[] = [
  ...section('settings', [
    ['/settings/general-settings', 'general_setting.show'],
    ['/settings/organization-settings', 'branch_setting.show'],
    ['/settings/exchange-rates', 'exchange_rate.show'],
    ['/settings/discount-on-products', 'discounter.show'],
    ['/settings/cash-payment-types', 'payment_type.show'],
    ['/settings/device-control', 'device_management.show'],
    ['/settings/sign-in-events', 'sign_in_events.show'],
    ['/settings/user-rules', 'user_rules.show'],
    ['/settings/rules', 'rules.show'],
    ['/settings/plum-info', 'is_dev.show'],
    ['/settings/jobs', 'is_dev.show'],
    [
      '/settings/warning-letter-editor',
      'warning_letter.edit|warning_letter.add',
      { layout: 'clean', hideInMenu: true },
    ],
  ]),
  ...grouped('settings', 'rbac', '/settings/rbac', [
    ['/settings/rbac/user-rules', 'user_rule.show'],
    ['/settings/rbac/user-positions', 'user_position.show'],
    ['/settings/rbac/position-rules', 'user_position_rule.show'],
    ['/settings/rbac/rules', 'rule.show'],
    ['/settings/rbac/assignable-rules', 'user_attachable_rule.show'],
    ['/settings/rbac/sections', 'is_dev.show'],
    ['/settings/rbac/modules', 'is_dev.show'],
  ]),
  ...grouped('settings', 'contract-settings', '/settings/contract-settings', [
    ['/settings/contract-settings/contract-terms', 'contract_term.show'],
    ['/settings/contract-settings/contract-tariffs', 'contract_tariff.show'],
    ['/settings/contract-settings/contract-requisites', 'contract_requisite.show'],
  ]),
];

/** Every screen, grouped by section in menu order. */
export const ROUTES: readonly RouteDef[] = [
  ...HOME,
  ...INFORMATION,
  ...CASHBOX,
  ...CONTRACT,
  ...CASH_TRADINGS,
  ...WAREHOUSE,
  ...TMZ_ACCOUNT,
  ...BASIC_TOOLS,
  ...STAFF_CALCULATIONS,
  ...SUPPLIER_CALCULATIONS,
  ...CLIENT,
  ...CLIENT_RATINGS,
  ...OUTPUT_PRODUCT,
  ...INSTALLATION_OF_PRODUCTS,
  ...CLIENT_ACCOUNT_NUMBER,
  ...PRICE_MANAGEMENT,
  ...SMS,
  ...PRICE_TAG,
  ...EXPENSES,
  ...CUSTOMER_ENGAGEMENTS,
  ...COLLECTIONS,
  ...REPORTS,
  ...MONEY_ACCOUNT_NO_CASH,
  ...AUTO_PAY,
  ...INVESTORS,
  ...APPEALS,
  ...PROMOTIONS,
  ...RESALE,
  ...SALARY,
  ...FACE_RECOGNITION,
  ...INTEGRATIONS,
  ...INFO,
  ...SETTINGS,
];

const ROUTE_BY_PATH: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.path, r]));
const ROUTE_BY_NAME: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.name, r]));
const SECTION_BY_ID: ReadonlyMap<string, SectionDef> = new Map(SECTIONS.map((s) => [s.id, s]));
const GROUP_BY_ID: ReadonlyMap<string, GroupDef> = new Map(GROUPS.map((g) => [g.id, g]));

/** The route at exactly this path (a trailing slash is ignored), in O(1). */
export function findRoute(path: string): RouteDef | undefined {
  const exact = ROUTE_BY_PATH.get(path);
  if (exact || path.length <= 1 || !path.endsWith('/')) return exact;
  return ROUTE_BY_PATH.get(path.replace(/\/+$/, '') || '/');
}

export function findRouteByName(name: string): RouteDef | undefined {
  return ROUTE_BY_NAME.get(name);
}

export function findSection(id: string): SectionDef | undefined {
  return SECTION_BY_ID.get(id);
}

export function findGroup(id: string): GroupDef | undefined {
  return GROUP_BY_ID.get(id);
}

/**
 * The index path a route hangs under: its group's index, else its section's
 * index; a group index hangs under its section, a section index under `/`.
 * `/` itself has none.
 */
export function parentPath(route: RouteDef): string | undefined {
  if (route.path === LANDING_PATH) return undefined;
  const sectionPath = SECTION_BY_ID.get(route.section)?.path ?? LANDING_PATH;
  if (route.index) {
    if (route.path === sectionPath) return LANDING_PATH;
    if (route.group) return sectionPath;
  }
  if (route.group) {
    const groupPath = GROUP_BY_ID.get(route.group)?.path;
    if (groupPath && groupPath !== route.path) return groupPath;
  }
  return sectionPath === route.path ? LANDING_PATH : sectionPath;
}

const BY_SECTION = new Map<string, RouteDef[]>();
const BY_PARENT = new Map<string, RouteDef[]>();
for (const route of ROUTES) {
  const inSection = BY_SECTION.get(route.section) ?? [];
  inSection.push(route);
  BY_SECTION.set(route.section, inSection);
  const parent = parentPath(route);
  if (parent !== undefined) {
    const children = BY_PARENT.get(parent) ?? [];
    children.push(route);
    BY_PARENT.set(parent, children);
  }
}

/** Every route of a section, its index and group indexes included, in menu order. */
export function routesOfSection(sectionId: string): readonly RouteDef[] {
  return BY_SECTION.get(sectionId) ?? [];
}

/**
 * The routes directly under an index page (see `parentPath`), for index pages:
 * a section index lists its ungrouped pages and its group indexes, a group
 * index lists its pages. The caller filters by rule and `hideInMenu`.
 */
export function childRoutes(indexPath: string): readonly RouteDef[] {
  return BY_PARENT.get(indexPath) ?? [];
}

export interface MenuSection {
  section: SectionDef;
  /** Pages listed under the section (not indexes, not hidden), with their `group` for sub-grouping. */
  routes: readonly RouteDef[];
}

const isMenuItem = (route: RouteDef, sectionPath: string): boolean =>
  !route.index && !route.hideInMenu && route.path !== sectionPath;

/** The whole menu, unfiltered: every section with its menu pages. */
export const MENU: readonly MenuSection[] = SECTIONS.map((s) => ({
  section: s,
  routes: routesOfSection(s.id).filter((r) => isMenuItem(r, s.path)),
}));

/**
 * The menu one user sees: pages whose rule passes, and only the sections in
 * which at least one page that carries a rule passes (home always).
 */
export function menuFor(rules: ReadonlySet<string>): MenuSection[] {
  const out: MenuSection[] = [];
  for (const entry of MENU) {
    const visible = entry.routes.filter((r) => checkRule(r.rule, rules));
    const earned = visible.some((r) => r.rule !== undefined);
    if (entry.section.id === 'home' || earned) out.push({ section: entry.section, routes: visible });
  }
  return out;
}
