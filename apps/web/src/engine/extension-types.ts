import type { FieldDef, ResourceDef } from '@savdo/shared/resources';
import type { RuleRequirement } from '@savdo/shared/rules';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { SafeParser } from '../shared/form-rules.ts';
import type { FormValues } from './form-values.ts';
import type { Query } from './resource-api.ts';
import type { FormMode, ResourceRow } from './types.ts';

/**
 * Escape hatches of a resource's screen, web side (STYLE.md "Escape hatches
 * … are part of the definition, not forks"): what the generic list, dialog
 * and actions do differently for one resource. Registered by resource name in
 * `extensions.ts`; everything is optional.
 */
export interface ResourceExtension {
  /** Cell renderers by column key (a field name, or `active` for the status column). */
  cells?: Readonly<Record<string, (row: ResourceRow) => ReactNode>>;
  /** Dialog controls by field name, instead of the one the field type gives. */
  formFields?: Readonly<Record<string, ComponentType<FieldControlProps>>>;
  /** Dialog fields beyond the definition's (a new user's first password). */
  extraFormFields?: readonly ExtraFormField[];
  /**
   * The schema the dialog validates with, field by field (default:
   * `recordSchema(def)`). May be loaded on demand (a dynamic import), so
   * zod comes with the dialog rather than with the list.
   */
  formSchema?: (mode: FormMode) => FormSchema | Promise<FormSchema>;
  /** Row actions after the engine's (edit, activate/deactivate, history). */
  rowActions?: readonly RowAction[];
  /** Extra buttons in the toolbar, beside add and export. */
  toolbar?: ComponentType<ToolbarProps>;
  /** A page of its own instead of the generic list, loaded lazily. */
  page?: () => Promise<ComponentType>;
  /** Where writes go when not to the engine's endpoints (resources with `writes: 'module'`). */
  writes?: WriteAdapter;
}

/** What the dialog needs of a zod object schema: a validator per field. */
export interface FormSchema {
  shape: Readonly<Record<string, SafeParser>>;
}

/** Props a dialog control receives: Ant Design's Form.Item gives `id`, `value` and `onChange`. */
export interface FieldControlProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  def: ResourceDef;
  field: FieldDef;
  mode: FormMode;
  /** The record being edited (its `<ref>_name` titles label the selects). */
  row?: ResourceRow;
}

export interface ExtraFormField {
  name: string;
  labelKey: string;
  /** The dialogs showing it. */
  modes: readonly FormMode[];
  control: ComponentType<{ id?: string; value?: unknown; onChange?: (value: unknown) => void }>;
}

export interface RowActionHelpers {
  def: ResourceDef;
  t: TFunction;
  /** Asks a yes/no question (a confirmation dialog); true when confirmed. */
  confirm(messageKey: string, params?: Record<string, unknown>): Promise<boolean>;
  /** Reloads the list (and the selects listing this resource). */
  invalidate(): Promise<void>;
  /** Shows something (a small dialog) on the page until it calls `close`. */
  open(render: (close: () => void) => ReactNode): void;
}

export interface RowAction {
  /** Test id `row-action-<key>-<id>`. */
  key: string;
  /** The button's accessible name and tooltip. */
  labelKey: string;
  /** The button's icon (the list draws row actions as icon buttons). */
  icon: ReactNode;
  /** Actions of one group show one at a time (block / unblock): the column is as wide as one of them. */
  group?: string;
  /** Checked once per page against the user's rules. */
  rule: RuleRequirement;
  /** Rows it applies to (default all). */
  visible?: (row: ResourceRow) => boolean;
  danger?: boolean;
  run(row: ResourceRow, helpers: RowActionHelpers): void | Promise<void>;
}

export interface ToolbarProps {
  def: ResourceDef;
  /** The list's current API query (filters, order, page). */
  query: Query;
  rules: ReadonlySet<string>;
}

/** Writes that go to a module's endpoints; each one left out is not offered. */
export interface WriteAdapter {
  create?: (values: FormValues) => Promise<unknown>;
  update?: (id: number, values: FormValues) => Promise<unknown>;
  /** Activation; `false` drops the engine's activate/deactivate actions (row actions stand in). */
  toggle?:
    | false
    | { activate: (id: number) => Promise<unknown>; deactivate: (id: number) => Promise<unknown> };
}

/** Types an extension where it is declared. */
export const defineExtension = (extension: ResourceExtension): ResourceExtension => extension;
