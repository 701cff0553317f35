import { findRouteByName } from '../routes/route-table.ts';
import { ruleAlternatives } from '../rules/check.ts';
import type { ResourceDef } from './types.ts';

/** The rule alternatives of a screen, or of a definition's own list when its route carries none. */
function screenRules(routeName: string | undefined, fallback: string): string[] {
  const rule = routeName ? findRouteByName(routeName)?.rule : undefined;
  return rule ? ruleAlternatives(rule) : [fallback];
}

/** A reference field that a form or a filter offers as a select of the referenced resource's options. */
const selects = (def: ResourceDef, target: string) =>
  def.fields.some((f) => f.type === 'ref' && f.ref === target && (f.inForm !== false || f.filter));

/**
 * Who may read `GET /api/<apiPath>/options` of a resource: a holder of its
 * own `<rule>.show`, of the rule of any definition's screen whose form or
 * filter selects it, or of the rule of any screen it names in `optionsFor`.
 * An `optionsFor` route that is unknown or carries no rule throws, so a typo
 * cannot open the list to every signed-in user.
 */
export function optionsRule(def: ResourceDef, resources: readonly ResourceDef[]): string[] {
  const rules = new Set<string>([`${def.rule}.show`]);
  for (const other of resources) {
    if (other !== def && selects(other, def.name)) {
      for (const rule of screenRules(other.route, `${other.rule}.show`)) rules.add(rule);
    }
  }
  for (const name of def.optionsFor ?? []) {
    const rule = findRouteByName(name)?.rule;
    if (!rule) throw new Error(`${def.name}.optionsFor: route ${name} is unknown or has no rule`);
    for (const alt of ruleAlternatives(rule)) rules.add(alt);
  }
  return [...rules].sort();
}
