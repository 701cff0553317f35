import {
  type FieldDef,
  isSearchable,
  type ResourceDef,
  russianTitleFieldOf,
  titleFieldOf,
} from '@savdo/shared/resources';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The SQL that folds a name for search and uniqueness: the same as
 * `foldUzbek` of the shared validation (NFC, the apostrophes of oʻ/gʻ and the
 * tutuq belgisi to U+02BB, lower case), so an index on it serves both.
 */
export const foldSql = (column: SQL): SQL =>
  sql`lower(translate(normalize(${column}, NFC), ${sql.raw("'''`‘’ʼ'")}, ${sql.raw("'ʻʻʻʻʻ'")}))`;

/** Name of the stored, folded copy of the title column, which search and uniqueness use. */
export const FOLDED = 'title_folded';

const idColumn = () => serial('id').primaryKey();

function column(field: FieldDef): PgColumnBuilderBase {
  const c = (() => {
    switch (field.type) {
      case 'integer':
        // a default lets a column be added NOT NULL to a table that has rows already
        return typeof field.defaultValue === 'number'
          ? integer(field.name).default(field.defaultValue)
          : integer(field.name);
      case 'ref': {
        const target = field.ref ?? '';
        return integer(field.name).references(() => tableOf(target).id);
      }
      case 'decimal':
      case 'percent':
        return numeric(field.name, { precision: 18, scale: field.scale ?? 2 });
      case 'money':
        // Integer minor units (tiyin, cents); the wire carries decimal strings.
        return bigint(field.name, { mode: 'bigint' });
      case 'boolean':
        return boolean(field.name)
          .notNull()
          .default(Boolean(field.defaultValue ?? false));
      case 'date':
        return date(field.name, { mode: 'string' });
      case 'time':
        return time(field.name);
      case 'enum_set':
        // never null: an empty array is "none"; the default keeps old rows' meaning when the column is added
        return text(field.name)
          .array()
          .notNull()
          .default(Array.isArray(field.defaultValue) ? [...field.defaultValue] : []);
      default:
        return text(field.name);
    }
  })();
  if (field.required && field.type !== 'boolean') c.notNull();
  return c;
}

/** What a reference needs of a table: its id column. */
interface Referenced {
  id: AnyPgColumn;
}

const TABLES = new Map<string, Referenced>();

/** Registers a hand-declared table (`customTable`) so references to its resource resolve. */
export function registerTable(resource: string, table: Referenced): void {
  TABLES.set(resource, table);
}

/** The table of a resource made earlier by `resourceTable` (references resolve through this). */
export function tableOf(resource: string): Referenced {
  const table = TABLES.get(resource);
  if (!table) throw new Error(`No table for resource ${resource}`);
  return table;
}

/**
 * The columns of the index behind an `eq` or `range` filter: the filter,
 * then the default sort key, then id. A list filtered by it in its default
 * order reads its page straight off the index (no sort, no rows dropped) and
 * counts its matches from the index alone.
 */
export function filterIndexColumns(def: ResourceDef, field: string): string[] {
  const sort = def.defaultSort?.field ?? 'id';
  return sort === 'id' || sort === field ? [field, 'id'] : [field, sort, 'id'];
}

const indexName = (def: ResourceDef, columns: string[]) => `${def.table}_${columns.join('_')}`;

const columnsOf = (names: string[], at: (name: string) => AnyPgColumn) => {
  const [first, ...rest] = names.map(at);
  if (!first) throw new Error('an index needs a column');
  return [first, ...rest] as const;
};

export type ResourceTable = ReturnType<typeof buildTable>;

/** The Drizzle table of a resource, registered for references. */
export function resourceTable(def: ResourceDef): ResourceTable {
  const table = buildTable(def);
  TABLES.set(def.name, table);
  return table;
}

/** The Drizzle table of a resource: id, its fields, the folded title, status and authorship. */
function buildTable(def: ResourceDef) {
  const title = titleFieldOf(def);
  const columns: Record<string, PgColumnBuilderBase> & { id: ReturnType<typeof idColumn> } = {
    id: idColumn(),
  };
  for (const field of def.fields) columns[field.name] = column(field);
  const searchable = isSearchable(def);
  if (searchable) columns[FOLDED] = text(FOLDED).generatedAlwaysAs(foldSql(sql`${sql.identifier(title)}`));
  columns.active = boolean('active').notNull().default(true);
  columns.created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  columns.updated_at = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
  columns.created_by = integer('created_by');
  columns.updated_by = integer('updated_by');

  return pgTable(def.table, columns, (t) => {
    const indexes = [];
    const at = (name: string) => {
      const col = t[name];
      if (!col) throw new Error(`${def.table}.${name} is not a column`);
      return col;
    };
    // Search by any part of the title: trigram index on the folded copy.
    if (searchable) indexes.push(index(`${def.table}_search`).using('gin', sql`${at(FOLDED)} gin_trgm_ops`));
    // and by its Russian spelling, where the resource keeps one (a tariff's `name_ru`)
    const russian = russianTitleFieldOf(def);
    if (searchable && russian)
      indexes.push(
        index(`${def.table}_search_ru`).using('gin', sql`(${foldSql(sql`${at(russian)}`)}) gin_trgm_ops`),
      );
    indexes.push(index(`${def.table}_active_id`).on(at('active'), at('id')));
    for (const field of def.fields) {
      if (field.unique && field.type === 'boolean') {
        indexes.push(
          uniqueIndex(`${def.table}_${field.name}_unique`)
            .on(at(field.name))
            .where(sql`${at(field.name)}`),
        );
      } else if (field.uniqueActive) {
        indexes.push(
          uniqueIndex(`${def.table}_${field.name}_active`)
            .on(at(field.name))
            .where(sql`${at('active')}`),
        );
      } else if (field.unique) {
        const target = searchable && field.name === title ? at(FOLDED) : at(field.name);
        indexes.push(uniqueIndex(`${def.table}_${field.name}_unique`).on(target));
      }
      // A text filter matches any part (`ilike '%…%'`): a trigram index serves it.
      if (field.filter === 'search') {
        indexes.push(
          index(`${def.table}_${field.name}_search`).using('gin', sql`${at(field.name)} gin_trgm_ops`),
        );
      }
      // A set filter (`t.days_off && $1`): a GIN index (array_ops) serves the overlap, whatever the order.
      if (field.filter === 'any') {
        if (field.type !== 'enum_set')
          throw new Error(`${def.table}.${field.name}: an 'any' filter needs an enum_set`);
        indexes.push(index(`${def.table}_${field.name}_any`).using('gin', at(field.name)));
      }
      const filtered = field.filter === 'eq' || field.filter === 'range';
      const behindFilter = filtered ? filterIndexColumns(def, field.name) : [];
      if (filtered) {
        // (filter, default sort key, id): a filtered list in its default order reads its page off the index.
        indexes.push(index(indexName(def, behindFilter)).on(...columnsOf(behindFilter, at)));
      }
      if (field.sortable && behindFilter.length !== 2) {
        // (value, id) serves the sort and the id tie-break of pagination at once.
        indexes.push(index(`${def.table}_${field.name}_id`).on(at(field.name), at('id')));
      }
    }
    const oneOf = def.exactlyOne ?? [];
    return oneOf.length === 0
      ? indexes
      : [
          ...indexes,
          check(`${def.table}_exactly_one`, sql`num_nonnulls(${sql.join(oneOf.map(at), sql`, `)}) = 1`),
        ];
  });
}
