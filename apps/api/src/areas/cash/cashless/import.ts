import { type Currency, toMinor } from '@savdo/shared/money';
import type { StatementImportResult } from '@savdo/shared/schemas/cashless';
import { sql } from 'drizzle-orm';
import { type OperationDraft, postApprovedBatch } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, FieldErrors } from '../../../platform/http/errors.ts';
import { type Classification, type ClassifyRules, classifyRow, keywordRules } from './classify.ts';
import { bankRowDraft, checkTarget, type PostableRow } from './posting.ts';
import { readStatement } from './read-statement.ts';
import type { StatementRow } from './statement.ts';

/** Rows inserted by one statement (a statement of 5,000 rows is five inserts). */
const BATCH = 1000;
/** At most this many bad lines are named in a refusal. */
const PROBLEMS_SHOWN = 20;

export interface CompanyAccount {
  id: number;
  account: string;
  currency: Currency;
}

/** A company account (`firm_account_numbers`), else 400 naming `firm_account_number_id`. */
export async function companyAccount(db: DbOrTx, id: number): Promise<CompanyAccount> {
  const rows = await db.execute<{ id: number; account: string; currency: Currency }>(
    sql`select id, account, currency from firm_account_numbers where id = ${id}`,
  );
  const found = rows.rows[0];
  if (!found) throw new FieldErrors([{ field: 'firm_account_number_id', key: 'validation.invalid' }]);
  return { id: Number(found.id), account: found.account.replace(/\D/g, ''), currency: found.currency };
}

/** The reference rules classification reads: our accounts, supplier codes and STIRs, keyword conditions. */
export async function loadClassifyRules(db: DbOrTx): Promise<ClassifyRules> {
  // one after another: inside a transaction the queries share one connection
  const accounts = await db.execute<{ id: number; account: string }>(
    sql`select id, account from firm_account_numbers where active`,
  );
  const codes = await db.execute<{ keyword: string; target_id: number }>(
    sql`select code as keyword, supplier_id as target_id from supplier_unique_numbers where active`,
  );
  const stirs = await db.execute<{ id: number; stir: string }>(
    sql`select id, stir from suppliers where active and stir is not null`,
  );
  const income = await db.execute<{ keyword: string; target_id: number }>(sql`select keyword,
      bank_input_type_id as target_id from bank_input_type_conditions where active order by id`);
  const expense = await db.execute<{ keyword: string; target_id: number }>(sql`select keyword,
      cost_item_id as target_id from bank_expense_conditions where active and cost_item_id is not null order by id`);
  return {
    ownAccounts: new Map(accounts.rows.map((a) => [a.account.replace(/\D/g, ''), Number(a.id)])),
    supplierCodes: keywordRules(codes.rows),
    supplierStirs: new Map(stirs.rows.map((s) => [s.stir, Number(s.id)])),
    incomeKeywords: keywordRules(income.rows),
    expenseKeywords: keywordRules(expense.rows),
  };
}

type Inserted = {
  id: string;
  doc_date: string;
  direction: 'IN' | 'OUT';
  amount: string;
  counterparty_account: string;
  counterparty_inn: string | null;
  purpose: string | null;
};

/** Inserts one batch; rows whose natural key is already there are skipped. Answers those added. */
async function insertBatch(
  tx: DbOrTx,
  account: CompanyAccount,
  rows: readonly StatementRow[],
  source: string,
  userId: number,
): Promise<Inserted[]> {
  const values = sql.join(
    rows.map(
      (r) => sql`(${account.id}, ${account.currency}, ${r.date}::date, ${r.number}, ${r.direction},
        ${toMinor(r.amount)}::bigint, ${r.counterpartyName}, ${r.counterpartyInn}, ${r.counterpartyAccount ?? ''},
        ${r.counterpartyMfo}, ${r.purpose}, ${source}, ${userId}::int)`,
    ),
    sql`, `,
  );
  const result = await tx.execute<Inserted>(sql`insert into bank_transactions (account_id, currency, doc_date,
      doc_number, direction, amount, counterparty_name, counterparty_inn, counterparty_account, counterparty_mfo,
      purpose, source, imported_by)
    values ${values}
    on conflict (account_id, doc_date, doc_number, amount, direction, counterparty_account) do nothing
    returning id, doc_date::text as doc_date, direction, amount, counterparty_account, counterparty_inn, purpose`);
  return result.rows;
}

/** The same transaction twice in one file counts once (the natural key). */
function uniqueRows(rows: readonly StatementRow[]): StatementRow[] {
  const seen = new Map<string, StatementRow>();
  for (const r of rows) {
    const key = [r.date, r.number, r.amount, r.direction, r.counterpartyAccount ?? ''].join('\u0000');
    if (!seen.has(key)) seen.set(key, r);
  }
  return [...seen.values()];
}

/**
 * The branch a rule's target posts in, checked once per target in an
 * import; false when the target cannot take the row (another account of
 * ours in another currency): the row then stays undirected for a person.
 */
async function checkedBranch(
  tx: DbOrTx,
  checked: Map<string, number | null | false>,
  row: PostableRow,
  found: Classification,
): Promise<number | null | false> {
  const key = `${found.target}:${found.targetId}`;
  let branch = checked.get(key);
  if (branch === undefined) {
    try {
      branch = await checkTarget(tx, row, found.target, found.targetId);
    } catch (error) {
      if (!(error instanceof FieldErrors)) throw error;
      branch = false;
    }
    checked.set(key, branch);
  }
  return branch;
}

/**
 * Books the added rows the reference rules recognise: each becomes a
 * journal operation (entered together, `postApprovedBatch`) and the rows
 * are marked with their target in one update per batch. Answers how many.
 */
async function bookByRules(
  tx: DbOrTx,
  account: CompanyAccount,
  added: readonly Inserted[],
  userId: number,
): Promise<number> {
  const rules = await loadClassifyRules(tx);
  const checked = new Map<string, number | null | false>();
  const booked: { id: number; target: string; targetId: number; draft: OperationDraft }[] = [];
  for (const row of added) {
    const found = classifyRow(
      {
        accountId: account.id,
        direction: row.direction,
        counterpartyAccount: row.counterparty_account || null,
        counterpartyInn: row.counterparty_inn,
        purpose: row.purpose,
      },
      rules,
    );
    if (!found) continue;
    const postable: PostableRow = {
      id: Number(row.id),
      account_id: account.id,
      currency: account.currency,
      doc_date: row.doc_date,
      direction: row.direction,
      amount: BigInt(row.amount),
      purpose: row.purpose,
    };
    const branch = await checkedBranch(tx, checked, postable, found);
    if (branch === false) continue;
    const draft = bankRowDraft(postable, found.target, found.targetId, branch);
    booked.push({ id: postable.id, target: found.target, targetId: found.targetId, draft });
  }
  // every booked row posts through the journal, its operations entered together
  const operations = await postApprovedBatch(
    tx,
    booked.map((b) => b.draft),
    userId,
  );
  for (let i = 0; i < booked.length; i += BATCH) {
    const values = booked
      .slice(i, i + BATCH)
      .map(
        (b, k) => sql`(${b.id}::bigint, ${b.target}, ${b.targetId}::bigint, ${operations[i + k]}::bigint)`,
      );
    await tx.execute(sql`update bank_transactions t set target = v.target, target_id = v.target_id,
        classified_by = 'RULE', operation_id = v.operation_id, classified_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, target, target_id, operation_id)
      where t.id = v.id`);
  }
  return booked.length;
}

/**
 * Adds a statement's rows to an account, each bank transaction once, and
 * books the new ones the reference rules recognise, each through the
 * journal, all in one transaction (a failure leaves nothing written).
 */
export async function importRows(
  db: Db,
  account: CompanyAccount,
  rows: readonly StatementRow[],
  source: string,
  userId: number,
): Promise<StatementImportResult> {
  const unique = uniqueRows(rows);
  return withTransactionRetry(db, async (tx) => {
    const added: Inserted[] = [];
    for (let i = 0; i < unique.length; i += BATCH) {
      added.push(...(await insertBatch(tx, account, unique.slice(i, i + BATCH), source, userId)));
    }
    const booked = await bookByRules(tx, account, added, userId);
    return {
      total: rows.length,
      added: added.length,
      present: rows.length - added.length,
      classified: booked,
    };
  });
}

/**
 * A statement lands only in its own account: when the file names the
 * account(s) it is the statement of, each must be the chosen one, else 400
 * naming both numbers (the file's and the chosen account's). A file naming
 * none (a bare table) is taken as the chosen account's.
 */
export function assertOwnStatement(accounts: readonly string[], account: CompanyAccount): void {
  const foreign = accounts.filter((a) => a !== account.account);
  if (foreign.length === 0) return;
  throw new AppError(400, 'cashless.errors.foreignAccount', {
    file: foreign.join(', '),
    account: account.account,
  });
}

/** Decodes and reads a statement file of the account, refusing it whole (400 naming the lines) when a line is bad. */
export async function importStatement(
  db: Db,
  input: { firm_account_number_id: number; file_name: string; content: string },
  userId: number,
): Promise<StatementImportResult> {
  const account = await companyAccount(db, input.firm_account_number_id);
  const bytes = new Uint8Array(Buffer.from(input.content, 'base64'));
  const parsed = await readStatement(bytes, account.account);
  if (!parsed) throw new FieldErrors([{ field: 'content', key: 'cashless.errors.unknownFormat' }]);
  // before its lines: another account's documents have no side of ours to read the direction from
  assertOwnStatement(parsed.accounts, account);
  if (parsed.problems.length > 0) {
    throw new FieldErrors(
      parsed.problems.slice(0, PROBLEMS_SHOWN).map((p) => ({
        field: 'content',
        key: 'cashless.errors.badLine',
        params: { line: p.line, column: p.field },
      })),
    );
  }
  if (parsed.rows.length === 0) throw new FieldErrors([{ field: 'content', key: 'cashless.errors.noRows' }]);
  return importRows(db, account, parsed.rows, `${parsed.format}:${input.file_name}`.slice(0, 300), userId);
}
