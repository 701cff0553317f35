/**
 * A resource definition: one object from which the engine derives the
 * database table, the zod schemas, the API (list, get, create, update,
 * activate, deactivate, history, export) with its rules, the list screen with
 * its filters and dialogs, and the translation keys (STYLE.md "Declare, then
 * derive").
 */

/** How a field is stored, validated, shown and filtered. */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'percent'
  | 'boolean'
  | 'date'
  | 'time'
  | 'enum'
  /**
   * Several of `options` at once (a schedule's days off): a text array in
   * the options' order, without repeats; a multi-select in the dialog, the
   * labels joined in the table. Absent or null means `defaultValue` (else
   * none); an empty array means none.
   */
  | 'enum_set'
  | 'ref'
  | 'phone'
  | 'email'
  | 'stir'
  | 'pinfl'
  | 'mfo'
  | 'bank_account'
  | 'device_code'
  /** A branch's document prefix: 2–5 capital letters or digits, typed in any case. */
  | 'document_prefix'
  | 'passport'
  | 'html';

/**
 * How a list may be filtered by a field: by value, by range, by folded text, or (`any`, an
 * `enum_set` only) by one or more of its options, matching rows whose set holds any of them
 * (`days_off=SAT,SUN`: the schedules with Saturday or Sunday off; a GIN index serves `&&`).
 */
export type FilterKind = 'eq' | 'range' | 'search' | 'any';

export interface FieldDef {
  /** Column and payload name, snake_case. */
  name: string;
  type: FieldType;
  required?: boolean;
  /** Longest text accepted (default 255; textarea and html 10 000). */
  max?: number;
  /** Smallest value of integer/decimal/money/percent fields (default 0). */
  min?: number;
  /** Values of an `enum` (or `enum_set`) field; labels are `enums.<enumKey>.<value>`. */
  options?: readonly string[];
  /** i18n group of enum labels (default: the field name). */
  enumKey?: string;
  /** `ref`: the referenced resource's name. */
  ref?: string;
  /** `ref`: a field of this resource whose value the referenced row must match (region's province for a village). */
  refDependsOn?: { field: string; refField: string };
  /** `money`: the currency of the amount (UZS unless said). */
  currency?: 'UZS' | 'USD';
  /** `decimal`/`percent`: digits after the point (default 2). */
  scale?: number;
  /** Unique among rows (text compared Uzbek-folded and case-insensitively; a boolean: at most one row true). */
  unique?: boolean;
  /**
   * At most one active row per value (a partial unique index `where active`;
   * empty values are not counted). A second active row, by create, edit or
   * activation, is a conflict (409 `errors.duplicateActive`), not a field error.
   */
  uniqueActive?: boolean;
  /** Offered as a list filter, backed by an index. */
  filter?: FilterKind;
  /** Offered as a sort key, backed by an index. */
  sortable?: boolean;
  /** Shown as a table column (default true, false for textarea/html). */
  inTable?: boolean;
  /** Shown in the add/edit dialog (default true). */
  inForm?: boolean;
  /** `date`: must be on or after the date in this other field (a period's end after its start). */
  notBefore?: string;
  /** Largest value of integer/decimal/percent fields. */
  maxValue?: number;
  /** Value used when a create payload omits the field (`enum_set`: a list of options). */
  defaultValue?: string | number | boolean | readonly string[];
  /** `text`/`textarea`: its `{placeholders}` must be known ones (`sms`: `SMS_PLACEHOLDERS`). */
  placeholders?: 'sms';
}

export interface ResourceDef {
  /** Singular id, snake_case: `province`. Labels: `resources.<name>.*`. */
  name: string;
  /** Table name: `provinces`. */
  table: string;
  /** Rule object: reading needs `<rule>.show`, creating `.add`, editing and toggling `.edit`. */
  rule: string;
  /** API path under /api: `/api/<apiPath>` (e.g. `information/provinces`). */
  apiPath: string;
  /** Name of the screen's route in the route table (`information-addresses-provinces`). */
  route?: string;
  /**
   * Other routes that show the same list (the same screen, with their own
   * rule in the route table): `/salary/user-positions` is rights management's positions.
   */
  alsoRoutes?: readonly string[];
  /** The display field (default `name`): searched, sorted, shown in references. */
  titleField?: string;
  /**
   * Fields appended to the title in pickers (`/options`), when titles alone
   * repeat (every firm has its «Asosiy hisob raqami»): a reference shows the
   * referenced record's title, a bank account its last four digits («…1234»),
   * any other field its value; joined with « · ».
   */
  optionDetails?: readonly string[];
  fields: readonly FieldDef[];
  /**
   * Optional fields of which exactly one must be filled (a rate for either a
   * product or a category): the payload is refused naming each of them
   * (`validation.exactlyOne`), and the table checks it too.
   */
  exactlyOne?: readonly string[];
  /** Default sort: a sortable field or `id`, with a direction (default id desc). */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Records can be activated/deactivated (default true). */
  toggle?: boolean;
  /**
   * The table is declared by hand in `apps/api/src/platform/db/schema.ts` (with the
   * engine's columns: id, the fields, `title_folded`, active, created/updated
   * at and by), because other modules query it with types (branches, users).
   */
  customTable?: boolean;
  /**
   * Who writes records: the engine (create, update, activate, deactivate; the
   * default) or a module of the resource's own, which registers those routes
   * itself (users: passwords, sessions). Reads always come from the engine.
   */
  writes?: 'engine' | 'module';
  /**
   * The list shows who entered each record (`created_by_name`, the user's
   * full name), as documents entered by one employee and approved by another
   * do (markups, the sale rate).
   */
  showAuthor?: boolean;
  /**
   * Route names of screens outside the engine whose forms or filters use this
   * resource's `/options` (a warehouse select on a stock document). Readers of
   * the options are computed from these, the resource's own rule and every
   * definition that references it (`optionsRule`).
   */
  optionsFor?: readonly string[];
}

/** One page of a list, as the API answers it. */
export interface ListMeta {
  page: number;
  per_page: number;
  /** Exact up to 1 000 matching rows; past that the database's estimate (`total_exact` false). */
  total: number;
  total_exact?: boolean;
}

export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;

/**
 * What an audit row records: the engine's writes and those of modules that write records of their own
 * (the server's `audit()` and the web's history drawer read the same list).
 */
export type AuditAction =
  | 'create'
  | 'update'
  | 'activate'
  | 'deactivate'
  | 'reset-password'
  | 'reset-two-factor'
  | 'rules'
  | 'approve'
  | 'reject'
  | 'merge'
  | 'file-add'
  | 'file-delete';
