import { findRouteByName } from '../routes/route-table.ts';
import { ruleAlternatives } from '../rules/check.ts';
import type { ResourceDef } from './types.ts';

/** The rule alternatives of a screen, or of a definition's own list when its route carries none. */
function screenRules(routeName: string | undefined, fallback: string): string[] {
  const rule = routeName ? findRouteByName(routeName)?.rule : undefined;
  return rule ? ruleAlternatives(rule) : [fallback];
}

const refsTo = (def: ResourceDef, target: string) =>
  def.fields.filter((f) => f.type === 'ref' && f.ref === target);
/** A filter of the list offers the referenced resource's options: whoever opens the screen needs them. */
const filtersBy = (def: ResourceDef, target: string) => refsTo(def, target).some((f) => f.filter);
/** Only the add/edit dialog offers them: whoever may add or edit needs them, a reader does not. */
const formSelects = (def: ResourceDef, target: string) => refsTo(def, target).some((f) => f.inForm !== false);

/**
 * Who may read `GET /api/<apiPath>/options` of a resource: a holder of its
 * own `<rule>.show`, of the rule of any definition's screen whose filter
 * selects it, of `<rule>.add`/`<rule>.edit` of any definition whose dialog
 * selects it, or of the rule of any screen it names in `optionsFor`.
 * An `optionsFor` route that is unknown or carries no rule throws, so a typo
 * cannot open the list to every signed-in user.
 */
export function optionsRule(def: ResourceDef, resources: readonly ResourceDef[]): string[] {
  const rules = new Set<string>([`${def.rule}.show`]);
  for (const other of resources) {
    if (other === def) continue;
    if (filtersBy(other, def.name)) {
      for (const rule of screenRules(other.route, `${other.rule}.show`)) rules.add(rule);
    } else if (formSelects(other, def.name)) {
      rules.add(`${other.rule}.add`);
      rules.add(`${other.rule}.edit`);
    }
  }
  for (const name of def.optionsFor ?? []) {
    const rule = findRouteByName(name)?.rule;
    if (!rule) throw new Error(`${def.name}.optionsFor: route ${name} is unknown or has no rule`);
    for (const alt of ruleAlternatives(rule)) rules.add(alt);
  }
  return [...rules].sort();
}
