import { nameKey } from '@savdo/shared/validation';
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../apps/api/src/areas/admin/auth/password.ts';
import { createContract } from '../apps/api/src/areas/sales/contracts/create.ts';
import { connect, type Db } from '../apps/api/src/platform/db/client.ts';
import { rules, userRules, users } from '../apps/api/src/platform/db/schema.ts';

/** Runs `work` on a connection of its own to the suite's database (`inject('databaseUrl')`), closed after. */
export async function withDatabase<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = connect(url);
  try {
    return await work(database.db);
  } finally {
    await database.pool.end();
  }
}

export interface E2eUser {
  username: string;
  password: string;
  rules: string[];
  mustChangePassword?: boolean;
}

/** A cashier's rules for cash orders: both lists, and every step of either side. */
const CASH_ORDER_RULES = [
  'my_cashbox.show',
  ...['cashbox_order', 'cashbox_order_for_me'].flatMap((o) =>
    ['show', 'add', 'approve', 'cancel', 'print'].map((a) => `${o}.${a}`),
  ),
].filter((r) => r !== 'cashbox_order_for_me.add');

/** Users the browser tests sign in as, beside the demo accounts. */
export const E2E_USERS = {
  /** Only the cash registers screen: no dashboard, two menu sections. */
  cashboxOnly: { username: 'e2e_cashbox', password: 'Cashbox#123', rules: ['cashbox.show'] },
  /** Dashboard with two tabs: Cashbox (2) and Levy (5). */
  twoTabs: {
    username: 'e2e_tabs',
    password: 'Tabs#1234',
    rules: ['dashboard.show', 'dashboard_cashbox.show', 'dashboard_levy.show'],
  },
  /** Holds a rights-management rule without a second factor: must enrol at first sign-in. */
  rightsManager: {
    username: 'e2e_rights',
    password: 'Rights#123',
    rules: ['dashboard.show', 'user_rule.show', 'user_rule.edit'],
  },
  /** A cashier: my cash registers, other income and expense, exchanges (enter, approve, cancel). */
  cashier: {
    username: 'e2e_kassir',
    password: 'Kassir#123',
    rules: [
      'my_cashbox.show',
      ...['other_cashbox_input', 'other_cashbox_output', 'currency_exchange'].flatMap((o) =>
        ['show', 'add', 'approve', 'cancel', 'print'].map((a) => `${o}.${a}`),
      ),
    ],
  },
  /** A cashier who pays suppliers (and prints the orders) and reads the supplier reconciliation act. */
  /** Only the rendered-service payments of the supplier payment screen (routes.md's alternative rule). */
  serviceReader: {
    username: 'e2e_xizmat',
    password: 'Xizmat#1234',
    rules: ['rendered_service_supplier_output.show', 'cashbox.all'],
  },
  supplierCashier: {
    username: 'e2e_taminot',
    password: 'Taminot#123',
    rules: [
      'my_cashbox.show',
      'supplier_debt.show',
      ...['show', 'add', 'approve', 'print'].map((a) => `supplier_output.${a}`),
    ],
  },
  /** An expenses cashier: enters cash expenses (no `expense_estimate.exceed`) and reads their usage. */
  expenseCashier: {
    username: 'e2e_xarajat',
    password: 'Xarajat#123',
    rules: [
      'my_cashbox.show',
      'expense_output.add',
      'expense_output.approve',
      'expense_all.show',
      'estimate_usage.show',
    ],
  },
  /** Two cashiers passing money by a cash order: A sends from their cashbox, B receives in theirs. */
  orderSender: { username: 'e2e_kassir_a', password: 'KassirA#123', rules: CASH_ORDER_RULES },
  orderReceiver: { username: 'e2e_kassir_b', password: 'KassirB#123', rules: CASH_ORDER_RULES },
  /** A sales consultant: enters client orders. */
  consultant: {
    username: 'e2e_konsultant',
    password: 'Konsultant#123',
    rules: ['client_order.show', 'client_order.add'],
  },
  /** A sales manager: decides orders, signs contracts taking the down payment into their cashbox. */
  salesManager: {
    username: 'e2e_menejer',
    password: 'Menejer#123',
    rules: [
      'client_order.show',
      'client_order.approve',
      'contract.show',
      'contract.approve',
      'my_cashbox.show',
    ],
  },
  /** A storekeeper who releases sold goods: the hand-out screen, output invoices, deliveries and pickups. */
  releaser: {
    username: 'e2e_ombor',
    password: 'Ombor#1234',
    rules: [
      'giving_product_to_client.show',
      'giving_product_to_client.add',
      ...['show', 'add', 'approve', 'cancel', 'print'].map((a) => `invoice_output.${a}`),
      ...['show', 'edit', 'approve', 'cancel'].map((a) => `delivery_product.${a}`),
      ...['show', 'approve'].map((a) => `take_away_product.${a}`),
    ],
  },
  /** A cashier who sees every cashbox (`cashbox.all`) and keeps one: forms start on their own. */
  seniorCashier: {
    username: 'e2e_kassir_bosh',
    password: 'KassirBosh#123',
    rules: ['my_cashbox.show', 'cashbox.all', ...['show', 'add'].map((a) => `other_cashbox_input.${a}`)],
  },
  /** A storekeeper who may release goods below zero (`warehouse_residue.exceed`), after confirming. */
  trustedReleaser: {
    username: 'e2e_ombor_minus',
    password: 'OmborMinus#123',
    rules: [
      'giving_product_to_client.show',
      'giving_product_to_client.add',
      ...['show', 'add', 'approve', 'cancel'].map((a) => `invoice_output.${a}`),
      'warehouse_residue.exceed',
    ],
  },
  /** No dashboard: lands on the greeting with their cash block (e2e/home-today.test.ts). */
  homeCashier: {
    username: 'e2e_kun_kassir',
    password: 'KunKassir#123',
    rules: [
      'my_cashbox.show',
      'all_receipt.show',
      'cashbox_order_for_me.show',
      'cashbox_order_for_me.approve',
    ],
  },
  /** No dashboard: lands on the greeting with their promises and day's list (e2e/home-today.test.ts). */
  homeCollector: {
    username: 'e2e_kun_undiruv',
    password: 'KunUndiruv#123',
    rules: ['levy_contract.show', 'levy_contract.add'],
  },
  /** Password reset by an administrator: must renew at first sign-in. */
  expired: {
    username: 'e2e_expired',
    password: 'Expired#123',
    rules: ['cashbox.show'],
    mustChangePassword: true,
  },
} satisfies Record<string, E2eUser>;

export async function seedE2eUsers(db: Db): Promise<void> {
  for (const user of Object.values(E2E_USERS) as E2eUser[]) {
    const [created] = await db
      .insert(users)
      .values({
        username: user.username,
        full_name: `E2E ${user.username}`,
        password_hash: await hashPassword(user.password),
        must_change_password: user.mustChangePassword ?? false,
      })
      .returning({ id: users.id });
    const ruleRows = await db.select({ id: rules.id }).from(rules).where(inArray(rules.name, user.rules));
    if (created && ruleRows.length) {
      await db.insert(userRules).values(ruleRows.map((r) => ({ user_id: created.id, rule_id: r.id })));
    }
  }
}

/** A client inserted as the clients screen stores one (the name key folded by the shared rule); its id. */
export async function insertClient(
  db: Db,
  client: { name: string; branchId: number; pinfl?: string; phone?: string },
): Promise<number> {
  const phones = client.phone ? sql`array[${client.phone}]::text[]` : sql`'{}'::text[]`;
  const made = await db.execute<{
    id: string;
  }>(sql`insert into clients (full_name, name_key, pinfl, phones, branch_id)
    values (${client.name}, ${nameKey(client.name)}, ${client.pinfl ?? null}, ${phones}, ${client.branchId})
    returning id`);
  return Number(made.rows[0]?.id);
}

/**
 * A six-month (unless told) soʻm contract of the client for the first product at 1,500,000
 * (40 % markup, 300,000 prepayment), dated `date`, through the contracts
 * service; `signed` makes it ACTIVE as the signing would. Its id and number.
 */
export async function insertContract(
  db: Db,
  contract: {
    branchId: number;
    clientId: number;
    userId: number;
    date: string;
    signed?: boolean;
    months?: number;
  },
): Promise<{ id: number; number: string }> {
  const product = await db.execute<{ id: number }>(sql`select id from products order by id limit 1`);
  const made = await db.transaction((tx) =>
    createContract(
      tx,
      {
        branchId: contract.branchId,
        clientId: contract.clientId,
        currency: 'UZS',
        tariffId: 1,
        months: contract.months ?? 6,
        markupPercent: '40',
        additionalMarkupPercent: '0',
        contractDate: contract.date,
        items: [
          { productId: Number(product.rows[0]?.id), unitPrice: 150_000_000n, quantity: 1000n, discount: 0n },
        ],
        prepayment: 30_000_000n,
        rounding: 100_000n,
        byProduct: false,
      },
      contract.userId,
    ),
  );
  if (contract.signed) await signContract(db, made.id);
  return { id: made.id, number: String(made.number) };
}

/** Marks a contract signed (ACTIVE), as the signing step leaves it. */
export async function signContract(db: Db, id: number): Promise<void> {
  await db.execute(sql`update contracts set status = 'ACTIVE', signed_at = now() where id = ${id}`);
}
