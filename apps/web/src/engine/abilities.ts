import type { ResourceDef } from '@savdo/shared/resources';
import { checkRule } from '@savdo/shared/rules';
import type { ResourceExtension, RowAction, WriteAdapter } from './extension-types.ts';
import type { FormValues } from './form-values.ts';

/** The writes a resource's screen can make, whoever serves them (the engine or a module). */
export interface Writer {
  create?: (values: FormValues) => Promise<unknown>;
  update?: (id: number, values: FormValues) => Promise<unknown>;
  activate?: (id: number) => Promise<unknown>;
  deactivate?: (id: number) => Promise<unknown>;
}

/**
 * The engine's writes, replaced by the extension's where it gives them. A
 * resource written by a module (`writes: 'module'`) has none of the engine's:
 * only what its extension supplies is offered.
 */
export function writerOf(
  def: ResourceDef,
  engine: Required<Writer>,
  writes: WriteAdapter | undefined,
): Writer {
  const own = def.writes !== 'module';
  const toggle =
    def.toggle === false || writes?.toggle === false
      ? undefined
      : (writes?.toggle ?? (own ? { activate: engine.activate, deactivate: engine.deactivate } : undefined));
  return {
    create: writes?.create ?? (own ? engine.create : undefined),
    update: writes?.update ?? (own ? engine.update : undefined),
    activate: toggle?.activate,
    deactivate: toggle?.deactivate,
  };
}

/** What the user may do on a resource's screen; computed once per page, never per row. */
export interface Abilities {
  add: boolean;
  edit: boolean;
  toggle: boolean;
  history: boolean;
  /** The extension's row actions whose rule the user holds. */
  rowActions: readonly RowAction[];
}

export function abilitiesOf(
  def: ResourceDef,
  ext: ResourceExtension | undefined,
  rules: ReadonlySet<string>,
  writer: Writer,
): Abilities {
  const can = (action: string) => checkRule(`${def.rule}.${action}`, rules);
  const edit = can('edit');
  return {
    add: can('add') && writer.create !== undefined,
    edit: edit && writer.update !== undefined,
    toggle: edit && writer.activate !== undefined && writer.deactivate !== undefined,
    history: can('show'),
    rowActions: (ext?.rowActions ?? []).filter((action) => checkRule(action.rule, rules)),
  };
}
