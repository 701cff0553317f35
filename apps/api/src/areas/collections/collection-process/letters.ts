import { documentNumber } from '@savdo/shared/documents';
import { formatMoney } from '@savdo/shared/format';
import { type Currency, fromMinor } from '@savdo/shared/money';
import {
  fillPlaceholders,
  type LetterPlaceholder,
  type LetterPreviewInput,
  type WarningLetterInput,
  type WarningLetterQuery,
  type WarningLetterRow,
} from '@savdo/shared/schemas/collection-process';
import { toDisplayDate } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { nextNumber } from '../../../platform/db/counters.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { sanitizeHtml } from '../../../platform/http/html.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { latenessOf } from '../../sales/contracts/late.ts';
import { lockContract } from '../../sales/contracts/settle-rows.ts';

/**
 * Warning letters (`warning_letters`): made for a contract from a template
 * (`warning_letter_templates`), its placeholders filled from the client and
 * the contract as of the letter's date, numbered per branch (the document
 * counter `warning_letter`), kept as filled (a later change of the template
 * or the contract does not change a letter made), printed as PDF. Making one
 * records a LETTER contact on the contract (`contract_comments`, `last_contact_at`).
 */

/** An amount as the letter prints it, exactly (the letters are written in Uzbek). */
const money = (minor: bigint, currency: string) => formatMoney(fromMinor(minor), currency as Currency, 'uz');

/** The placeholders' values for a contract as of `asOf` (the letter number when known). */
export async function letterValues(
  tx: DbOrTx,
  contractId: number,
  asOf: string,
  letterNumber: string,
): Promise<Partial<Record<LetterPlaceholder, string>>> {
  const rows = await tx.execute<{
    number: string;
    prefix: string | null;
    branch: string | null;
    contract_date: string;
    rest: string;
    monthly: string;
    currency: string;
    client: string;
    passport: string | null;
    phones: string[];
    address: string | null;
  }>(sql`select c.number, b.prefix, b.name as branch, c.contract_date::text as contract_date, c.rest::text as rest,
      c.monthly::text as monthly, c.currency, cl.full_name as client, cl.passport, cl.phones,
      nullif(concat_ws(', ', v.name, cl.street), '') as address
    from contracts c join clients cl on cl.id = c.client_id left join branches b on b.id = c.branch_id
    left join villages v on v.id = cl.village_id
    where c.id = ${contractId}`);
  const c = rows.rows[0];
  if (!c) throw notFound('contracts.errors.notFound');
  const late = (await latenessOf(tx, [contractId], asOf)).get(contractId);
  return {
    client: c.client,
    passport: c.passport ?? '',
    address: c.address ?? '',
    phone: c.phones[0] ?? '',
    contract_number: documentNumber(c.prefix, c.number),
    contract_date: toDisplayDate(c.contract_date),
    rest: money(BigInt(c.rest), c.currency),
    overdue: money(late?.overdue ?? 0n, c.currency),
    days_late: String(late?.daysLate ?? 0),
    late_months: String(late?.lateMonths ?? 0),
    monthly: money(BigInt(c.monthly), c.currency),
    date: toDisplayDate(asOf),
    letter_number: letterNumber,
    branch: c.branch ?? '',
    company: await settingValue<string>(tx, 'company_name'),
  };
}

/** A template's content filled from a contract: the editor's preview (a late contract when none is named). */
export async function previewLetter(db: Db, input: LetterPreviewInput) {
  let contractId = input.contract_id;
  if (contractId === undefined) {
    const sample = await db.execute<{ id: string }>(sql`select id from contracts
      where status in ('ACTIVE', 'FREEZE', 'CLOSED') order by (status = 'ACTIVE' and next_due_date < current_date) desc, id desc limit 1`);
    contractId = sample.rows[0] ? Number(sample.rows[0].id) : undefined;
  }
  const today = await businessToday(db);
  const values = contractId === undefined ? {} : await letterValues(db, contractId, today, '1');
  return { contract_id: contractId ?? null, html: sanitizeHtml(fillPlaceholders(input.content, values)) };
}

/** Makes a letter: numbered in the contract's branch, filled, kept; a LETTER contact on the contract. */
export async function makeLetter(db: Db, input: WarningLetterInput, actor: Actor): Promise<WarningLetterRow> {
  const id = await withTransactionRetry(db, async (tx) => {
    const contract = await lockContract(tx, input.contract_id);
    if (contract.status === 'CREATED' || contract.status === 'CANCELED')
      throw conflict('contracts.errors.notOpen', { status: contract.status });
    const template = await tx.execute<{ content: string; name: string }>(
      sql`select content, name from warning_letter_templates where id = ${input.template_id} and active`,
    );
    const content = template.rows[0]?.content;
    if (content === undefined) throw new FieldErrors([{ field: 'template_id', key: 'validation.invalid' }]);
    const date = input.letter_date ?? (await businessToday(tx));
    const number = await nextNumber(tx, contract.branch_id, 'warning_letter');
    const prefix = await tx.execute<{ prefix: string | null }>(
      sql`select prefix from branches where id = ${contract.branch_id}`,
    );
    const values = await letterValues(tx, contract.id, date, documentNumber(prefix.rows[0]?.prefix, number));
    const html = sanitizeHtml(fillPlaceholders(content, values));
    const inserted = await tx.execute<{ id: string }>(sql`insert into warning_letters
        (branch_id, number, letter_date, template_id, contract_id, html, created_by)
      values (${contract.branch_id}, ${number}, ${date}, ${input.template_id}, ${contract.id}, ${html}, ${actor.userId})
      returning id`);
    await tx.execute(sql`insert into contract_comments (contract_id, client_id, contact, text, created_by)
      values (${contract.id}, ${contract.client_id}, 'LETTER',
        ${`${template.rows[0]?.name ?? ''} № ${values.letter_number ?? number}`}, ${actor.userId})`);
    await tx.execute(sql`update contracts set last_contact_at = now() where id = ${contract.id}`);
    return Number(inserted.rows[0]?.id);
  });
  return getLetter(db, id);
}

type Raw = Omit<WarningLetterRow, 'id' | 'number' | 'contract_id' | 'contract_number'> & {
  id: string;
  number: string;
  contract_id: string;
  contract_number: string;
};

function letterSelect(where: SQL, withHtml: boolean): SQL {
  return sql`select w.id, w.number, w.letter_date::text as letter_date, w.branch_id, b.prefix as branch_prefix,
      w.template_id, t.name as template_name, w.contract_id, c.number as contract_number,
      cl.full_name as client_name, u.full_name as created_by_name ${withHtml ? sql`, w.html` : sql``}
    from warning_letters w join contracts c on c.id = w.contract_id join clients cl on cl.id = c.client_id
    left join branches b on b.id = w.branch_id left join warning_letter_templates t on t.id = w.template_id
    left join users u on u.id = w.created_by
    where ${where}`;
}

const present = (r: Raw): WarningLetterRow => ({
  ...r,
  id: Number(r.id),
  number: Number(r.number),
  contract_id: Number(r.contract_id),
  contract_number: Number(r.contract_number),
});

export async function getLetter(db: DbOrTx, id: number): Promise<WarningLetterRow> {
  const rows = await db.execute<Raw>(letterSelect(sql`w.id = ${id}`, true));
  const row = rows.rows[0];
  if (!row) throw notFound();
  return present(row);
}

/** Letters newest first by branch, template, contract and date (each on an index with the id). */
export async function listLetters(db: Db, q: WarningLetterQuery) {
  const where: SQL[] = [sql`true`];
  if (q.branch_id) where.push(sql`w.branch_id = ${q.branch_id}`);
  if (q.template_id) where.push(sql`w.template_id = ${q.template_id}`);
  if (q.contract_id) where.push(sql`w.contract_id = ${q.contract_id}`);
  if (q.date_from) where.push(sql`w.letter_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`w.letter_date <= ${q.date_to}`);
  const rows = await db.execute<Raw>(sql`${letterSelect(sql.join(where, sql` and `), false)}
    order by w.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return { data: rows.rows.map(present), meta: { page: q.page, per_page: q.per_page } };
}
