import type { Language } from '@savdo/shared/i18n';
import { toMinor } from '@savdo/shared/money';
import {
  type AuditAction,
  type FieldDef,
  isSearchable,
  type ListQuery,
  listQuerySchema,
  type ResourceDef,
  russianTitleFieldOf,
  titleFieldOf,
} from '@savdo/shared/resources';
import { foldUzbek } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, executePrepared } from '../db/client.ts';
import { AppError, FieldErrors, notFound } from '../http/errors.ts';
import { toApiRow, toDbValues } from './codec.ts';
import { FOLDED, foldSql } from './table.ts';

type Row = Record<string, unknown>;

const id = (name: string) => sql.identifier(name);
const refFields = (def: ResourceDef) => def.fields.filter((f) => f.type === 'ref');
/** `province_id` → `province_name`: the referenced record's title beside the id. */
export const refLabelName = (field: FieldDef) => `${field.name.replace(/_id$/, '')}_name`;

type Resolver = (name: string) => ResourceDef;

/** SELECT list and joins: the record's columns and each reference's title. */
function selectSql(def: ResourceDef, resolve: Resolver): { columns: SQL; joins: SQL } {
  // Only the definition's fields and the engine's columns: a hand-declared
  // table may hold more (users: password hashes) that must never be answered.
  const names = [
    'id',
    ...def.fields.map((f) => f.name),
    'active',
    'created_at',
    'updated_at',
    'created_by',
    'updated_by',
  ];
  const columns: SQL[] = names.map((name) => sql`t.${id(name)}`);
  const joins: SQL[] = [];
  refFields(def).forEach((field, i) => {
    const target = resolve(field.ref ?? '');
    const alias = id(`r${i}`);
    columns.push(sql`${alias}.${id(titleFieldOf(target))} as ${id(refLabelName(field))}`);
    joins.push(sql`left join ${id(target.table)} ${alias} on ${alias}.id = t.${id(field.name)}`);
  });
  if (def.showAuthor) {
    columns.push(sql`author.full_name as created_by_name`);
    joins.push(sql`left join users author on author.id = t.created_by`);
  }
  return { columns: sql.join(columns, sql`, `), joins: sql.join(joins, sql` `) };
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A title search: the folded title, or the folded Russian spelling where the resource keeps one (a tariff
 * is found by either name); `at` qualifies the columns (`t.` in the list). Both have a trigram index.
 */
function titleSearch(def: ResourceDef, search: string, at: (column: string) => SQL): SQL {
  const pattern = `%${escapeLike(foldUzbek(search))}%`;
  const russian = russianTitleFieldOf(def);
  if (!russian) return sql`${at(FOLDED)} like ${pattern}`;
  return sql`(${at(FOLDED)} like ${pattern} or ${foldSql(at(russian))} like ${pattern})`;
}

/** WHERE of a list query; every condition is on an indexed column. */
function whereSql(def: ResourceDef, query: ListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  const search = typeof query.search === 'string' ? query.search : '';
  if (search && isSearchable(def)) {
    conditions.push(titleSearch(def, search, (column) => sql`t.${id(column)}`));
  }
  if (query.active !== undefined) conditions.push(sql`t.active = ${query.active === 'true'}`);
  for (const field of def.fields) {
    if (field.filter === 'eq' && query[field.name] !== undefined) {
      const value = field.type === 'boolean' ? query[field.name] === 'true' : query[field.name];
      conditions.push(sql`t.${id(field.name)} = ${value}`);
    }
    // One parameter of the chosen options (a bare array would spread into a list): rows holding any of them.
    const chosen = query[field.name];
    if (field.filter === 'any' && Array.isArray(chosen)) {
      conditions.push(sql`t.${id(field.name)} && ${sql.param(chosen)}::text[]`);
    }
    if (field.filter === 'search' && typeof query[field.name] === 'string') {
      conditions.push(sql`t.${id(field.name)} ilike ${`%${escapeLike(String(query[field.name]))}%`}`);
    }
    if (field.filter === 'range') {
      const from = query[`${field.name}_from`];
      const to = query[`${field.name}_to`];
      // Money is stored in minor units: a bound of "1500.50" is 150050.
      const bound = (value: unknown) => (field.type === 'money' ? toMinor(String(value)) : value);
      if (from !== undefined) conditions.push(sql`t.${id(field.name)} >= ${bound(from)}`);
      if (to !== undefined) conditions.push(sql`t.${id(field.name)} <= ${bound(to)}`);
    }
  }
  return sql.join(conditions, sql` and `);
}

function orderSql(def: ResourceDef, sort: string | undefined): SQL {
  const fallback = def.defaultSort
    ? `${def.defaultSort.order === 'desc' ? '-' : ''}${def.defaultSort.field}`
    : '-id';
  const key = sort ?? fallback;
  const desc = key.startsWith('-');
  const column = key.replace(/^-/, '');
  const dir = desc ? sql`desc` : sql`asc`;
  // The id tie-break keeps pages stable and uses the (column, id) index.
  return column === 'id' ? sql`t.id ${dir}` : sql`t.${id(column)} ${dir}, t.id ${dir}`;
}

export interface ListResult {
  data: Row[];
  meta: { page: number; per_page: number; total: number; total_exact: boolean };
}

/**
 * Lists count exactly up to this many matching rows (50 pages of 20); past it
 * the planner's estimate stands in, flagged `total_exact: false`.
 */
export const EXACT_COUNT_LIMIT = 1_000;

/** How long a list found past the limit answers its estimate without counting again. */
const ESTIMATE_TTL_MS = 30_000;
const ESTIMATES_KEPT = 1_000;

/** Estimated totals of lists found past the limit, per database, by resource and filters. */
const estimates = new WeakMap<Db, Map<string, { total: number; until: number }>>();

/**
 * The number of matching rows: exact while small, else the planner's
 * estimate, so a list of millions costs no full count per page. The bounded
 * count reads at most EXACT_COUNT_LIMIT + 1 entries of the filter's index
 * (an index-only scan: every filter's index holds the id), and the estimate
 * is only planned, never run. A list found past the limit keeps its estimate
 * for ESTIMATE_TTL_MS, so paging through it costs no count at all.
 */
async function countRows(
  db: Db,
  def: ResourceDef,
  where: SQL,
  filters: string,
): Promise<{ total: number; exact: boolean }> {
  const cache = estimates.get(db) ?? new Map<string, { total: number; until: number }>();
  estimates.set(db, cache);
  const key = `${def.table} ${filters}`;
  const known = cache.get(key);
  if (known && known.until > Date.now()) return { total: known.total, exact: false };
  const capped = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${id(def.table)} t where ${where} limit ${EXACT_COUNT_LIMIT + 1}) s`,
  );
  const n = capped.rows[0]?.n ?? 0;
  if (n <= EXACT_COUNT_LIMIT) return { total: n, exact: true };
  const plan = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from ${id(def.table)} t where ${where}`,
  );
  const total = Math.max(Math.round(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0), n);
  if (cache.size >= ESTIMATES_KEPT) cache.clear();
  cache.set(key, { total, until: Date.now() + ESTIMATE_TTL_MS });
  return { total, exact: false };
}

/** The filters of a list query (not its page or order), as a stable key. */
const filterKey = (query: ListQuery): string =>
  JSON.stringify(
    Object.entries(query)
      .filter(([k, v]) => v !== undefined && k !== 'page' && k !== 'per_page' && k !== 'sort')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/** The list query searches text (a LIKE pattern, whose best plan depends on the pattern). */
const hasTextSearch = (def: ResourceDef, query: ListQuery): boolean =>
  (typeof query.search === 'string' && query.search !== '') ||
  def.fields.some((f) => f.filter === 'search' && typeof query[f.name] === 'string');

export async function listRecords(
  db: Db,
  def: ResourceDef,
  query: ListQuery,
  resolve: Resolver,
): Promise<ListResult> {
  const where = whereSql(def, query);
  const { columns, joins } = selectSql(def, resolve);
  const order = orderSql(def, typeof query.sort === 'string' ? query.sort : undefined);
  const offset = (query.page - 1) * query.per_page;
  // Deferred join: the page's ids come from the (sort key, id) index alone,
  // so a deep offset skips index entries, not rows; then only 20 rows are read.
  // The page size (one of a few) and a first page's offset are written into the text, not bound: with
  // them bound, PostgreSQL never trusts a generic plan (it cannot know the limit) and plans the page on
  // every execution, which costs more than running it. With only the filters bound, the prepared
  // statement is planned a few times and then reuses its generic plan (the same index-ordered plan).
  const limit = sql.raw(String(Math.trunc(Number(query.per_page))));
  const skip = offset === 0 ? sql`` : sql` offset ${offset}`;
  const pageSql = sql`with page as (
        select t.id from ${id(def.table)} t where ${where} order by ${order} limit ${limit}${skip}
      )
      select ${columns} from page join ${id(def.table)} t on t.id = page.id ${joins} order by ${order}`;
  // Without a text search the plan does not depend on the values (every filter's index serves the
  // order), so the page is a prepared statement, planned once per connection; a pattern is planned each time.
  const [rows, count] = await Promise.all([
    hasTextSearch(def, query) ? db.execute<Row>(pageSql) : executePrepared<Row>(db, pageSql),
    countRows(db, def, where, filterKey(query)),
  ]);
  return {
    data: rows.rows.map((r) => toApiRow(def, r)),
    meta: { page: query.page, per_page: query.per_page, total: count.total, total_exact: count.exact },
  };
}

/** Every row of a filtered list, for export (capped). */
export async function exportRecords(
  db: Db,
  def: ResourceDef,
  query: ListQuery,
  resolve: Resolver,
  cap: number,
) {
  const { columns, joins } = selectSql(def, resolve);
  const rows = await db.execute<Row>(sql`select ${columns} from ${id(def.table)} t ${joins}
    where ${whereSql(def, query)} order by ${orderSql(def, typeof query.sort === 'string' ? query.sort : undefined)}
    limit ${cap}`);
  return rows.rows.map((r) => toApiRow(def, r));
}

export async function getRecord(
  db: DbOrTx,
  def: ResourceDef,
  recordId: number,
  resolve: Resolver,
): Promise<Row> {
  const { columns, joins } = selectSql(def, resolve);
  const rows = await db.execute<Row>(
    sql`select ${columns} from ${id(def.table)} t ${joins} where t.id = ${recordId}`,
  );
  const row = rows.rows[0];
  if (!row) throw notFound();
  return toApiRow(def, row);
}

/** Checks references exist (and agree with the fields they depend on) before writing. */
async function checkReferences(tx: DbOrTx, def: ResourceDef, values: Row, resolve: Resolver): Promise<void> {
  const errors: { field: string; key: string }[] = [];
  for (const field of refFields(def)) {
    const value = values[field.name];
    if (value === null || value === undefined) continue;
    const target = resolve(field.ref ?? '');
    const dependsOn = field.refDependsOn;
    const extra = dependsOn ? sql`, ${id(dependsOn.refField)} as dep` : sql``;
    const found = await tx.execute<{ dep?: unknown }>(
      sql`select 1 ${extra} from ${id(target.table)} where id = ${value}`,
    );
    const row = found.rows[0];
    if (!row) errors.push({ field: field.name, key: 'validation.refMissing' });
    else if (dependsOn && row.dep !== values[dependsOn.field])
      errors.push({ field: field.name, key: 'validation.refMismatch' });
  }
  if (errors.length) throw new FieldErrors(errors);
}

export type { AuditAction } from '@savdo/shared/resources';

/** Appends one audit row; call it inside the transaction of the change. */
export async function audit(
  tx: DbOrTx,
  resource: string,
  recordId: number,
  action: AuditAction,
  userId: number,
  before: Row | null,
  after: Row | null,
): Promise<void> {
  await tx.execute(sql`insert into audit_log (resource, record_id, action, user_id, before, after)
    values (${resource}, ${recordId}, ${action}, ${userId}, ${before ? JSON.stringify(before) : null}::jsonb,
            ${after ? JSON.stringify(after) : null}::jsonb)`);
}

function uniqueViolation(def: ResourceDef, error: unknown): AppError | undefined {
  const pgError =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  if (pgError?.code !== '23505') return undefined;
  // Another active row holds the value (`uniqueActive`): a conflict with what is there, not bad input.
  const active = def.fields.find((f) => pgError.constraint === `${def.table}_${f.name}_active`);
  if (active) return new AppError(409, 'errors.duplicateActive', {}, [], { field: active.name });
  const field = def.fields.find((f) => pgError.constraint === `${def.table}_${f.name}_unique`);
  return new FieldErrors([{ field: field?.name ?? titleFieldOf(def), key: 'validation.unique' }]);
}

async function withUniqueCheck<T>(def: ResourceDef, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolation(def, error) ?? error;
  }
}

/** A value as one parameter: an array (an `enum_set`) too, which a bare `${}` would spread into a list. */
const bound = (value: unknown): SQL => (Array.isArray(value) ? sql`${sql.param(value)}` : sql`${value}`);

export async function createRecord(db: Db, def: ResourceDef, input: Row, userId: number, resolve: Resolver) {
  return withUniqueCheck(def, () =>
    db.transaction(async (tx) => {
      const values = toDbValues(def, input);
      for (const field of def.fields) {
        if (values[field.name] === undefined && field.defaultValue !== undefined)
          values[field.name] = field.defaultValue;
      }
      await checkReferences(tx, def, values, resolve);
      const names = Object.keys(values);
      const inserted = await tx.execute<{ id: number }>(sql`insert into ${id(def.table)}
        (${sql.join([...names.map(id), id('created_by'), id('updated_by')], sql`, `)})
        values (${sql.join([...names.map((n) => bound(values[n])), sql`${userId}`, sql`${userId}`], sql`, `)})
        returning id`);
      const recordId = inserted.rows[0]?.id ?? 0;
      const after = await getRecord(tx, def, recordId, resolve);
      await audit(tx, def.name, recordId, 'create', userId, null, after);
      return after;
    }),
  );
}

export async function updateRecord(
  db: Db,
  def: ResourceDef,
  recordId: number,
  input: Row,
  userId: number,
  resolve: Resolver,
) {
  return withUniqueCheck(def, () =>
    db.transaction(async (tx) => {
      await lockRow(tx, def, recordId);
      const before = await getRecord(tx, def, recordId, resolve);
      const values = toDbValues(def, input);
      await checkReferences(tx, def, values, resolve);
      const sets = Object.keys(values).map((n) => sql`${id(n)} = ${bound(values[n])}`);
      await tx.execute(sql`update ${id(def.table)}
        set ${sql.join([...sets, sql`updated_at = now()`, sql`updated_by = ${userId}`], sql`, `)}
        where id = ${recordId}`);
      const after = await getRecord(tx, def, recordId, resolve);
      await audit(tx, def.name, recordId, 'update', userId, before, after);
      return after;
    }),
  );
}

async function lockRow(tx: DbOrTx, def: ResourceDef, recordId: number): Promise<void> {
  const found = await tx.execute(sql`select id from ${id(def.table)} where id = ${recordId} for update`);
  if (found.rows.length === 0) throw notFound();
}

/** Activates or deactivates; toggling to the status a record already has is a conflict. */
export async function setActive(
  db: Db,
  def: ResourceDef,
  recordId: number,
  active: boolean,
  userId: number,
  resolve: Resolver,
) {
  return withUniqueCheck(def, () =>
    db.transaction(async (tx) => {
      await lockRow(tx, def, recordId);
      const before = await getRecord(tx, def, recordId, resolve);
      if (before.active === active)
        throw new AppError(409, active ? 'errors.alreadyActive' : 'errors.alreadyInactive');
      await tx.execute(sql`update ${id(def.table)} set active = ${active}, updated_at = now(), updated_by = ${userId}
      where id = ${recordId}`);
      const after = await getRecord(tx, def, recordId, resolve);
      await audit(tx, def.name, recordId, active ? 'activate' : 'deactivate', userId, before, after);
      return after;
    }),
  );
}

export async function recordHistory(db: Db, def: ResourceDef, recordId: number) {
  const exists = await db.execute(sql`select 1 from ${id(def.table)} where id = ${recordId}`);
  if (exists.rows.length === 0) throw notFound();
  const rows = await db.execute<Row>(sql`select a.id, a.action, a.at, a.before, a.after, a.user_id,
      u.full_name as user_name
    from audit_log a left join users u on u.id = a.user_id
    where a.resource = ${def.name} and a.record_id = ${recordId}
    order by a.id desc limit 200`);
  return rows.rows;
}

/**
 * An option's label: the title, then each of `optionDetails` (a reference's
 * title, a bank account's last four digits, another field's value), « · »
 * between them, empty parts left out.
 */
function optionLabelSql(def: ResourceDef, resolve: Resolver, lang: Language): SQL {
  const parts: SQL[] = [localTitleSql(def, lang)];
  for (const name of def.optionDetails ?? []) {
    const field = def.fields.find((f) => f.name === name);
    if (!field) throw new Error(`${def.name}.optionDetails: no field ${name}`);
    const column = sql`t.${id(name)}`;
    if (field.type === 'ref') {
      const target = resolve(field.ref ?? '');
      parts.push(
        sql`(select r.${id(titleFieldOf(target))} from ${id(target.table)} r where r.id = ${column})`,
      );
    } else if (field.type === 'bank_account') {
      parts.push(sql`'…' || right(${column}::text, 4)`);
    } else {
      parts.push(sql`${column}::text`);
    }
  }
  return def.optionDetails?.length
    ? sql`concat_ws(' · ', ${sql.join(parts, sql`, `)})`
    : localTitleSql(def, lang);
}

/**
 * A record's title (aliased `t`) in the language of the screen: on a Russian one its Russian
 * spelling where the resource keeps one and it is filled in (`russianTitleFieldOf`), else the title.
 */
export function localTitleSql(def: ResourceDef, lang: Language, alias = 't'): SQL {
  const title = sql`${sql.raw(alias)}.${id(titleFieldOf(def))}`;
  const russian = russianTitleFieldOf(def);
  return lang === 'ru' && russian
    ? sql`coalesce(nullif(${sql.raw(alias)}.${id(russian)}, ''), ${title})`
    : title;
}

/** Active records' ids and labels for selects, searched by title. */
export async function recordOptions(
  db: Db,
  def: ResourceDef,
  search: string,
  filters: Row,
  resolve: Resolver,
  lang: Language = 'uz',
) {
  const conditions: SQL[] = [sql`active`];
  if (search && isSearchable(def)) conditions.push(titleSearch(def, search, (column) => sql`${id(column)}`));
  // The filters come as raw query text: parsed like the list's (canonical ids, int4), else 400.
  const eq = listQuerySchema(def).parse(filters) as Row;
  for (const field of def.fields) {
    if (field.filter === 'eq' && eq[field.name] !== undefined)
      conditions.push(sql`${id(field.name)} = ${eq[field.name]}`);
  }
  const title = id(titleFieldOf(def));
  const rows = await db.execute<{
    id: number;
    name: string;
  }>(sql`select t.id, ${optionLabelSql(def, resolve, lang)} as name from ${id(def.table)} t
    where ${sql.join(conditions, sql` and `)} order by t.${title}, t.id limit 50`);
  return rows.rows;
}
