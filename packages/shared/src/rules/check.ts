/**
 * The rule check of product.md section 5: a requirement is a string of
 * alternatives separated by `|` (or `||`), or an array of such strings; it
 * passes when any alternative is held. `is_dev.show` always counts as one
 * more alternative. Rules are held as a Set of `object.action` names, built
 * once per user, so every check is O(alternatives).
 */
export type RulesMap = Record<string, Record<string, boolean>>;
export type RuleRequirement = string | readonly string[];

export const DEV_RULE = 'is_dev.show';

/** Turns the `rules` map of `/user/me` into a set of `object.action` names. */
export function toRuleSet(map: RulesMap | undefined | null): ReadonlySet<string> {
  const set = new Set<string>();
  if (!map) return set;
  for (const [object, actions] of Object.entries(map)) {
    for (const [action, allowed] of Object.entries(actions)) {
      if (allowed) set.add(`${object}.${action}`);
    }
  }
  return set;
}

/** Turns a list of `object.action` names into the `rules` map that `/user/me` answers. */
export function toRulesMap(names: Iterable<string>): RulesMap {
  const map: RulesMap = {};
  for (const name of names) {
    const dot = name.lastIndexOf('.');
    if (dot <= 0) continue;
    const object = name.slice(0, dot);
    const action = name.slice(dot + 1);
    map[object] ??= {};
    (map[object] as Record<string, boolean>)[action] = true;
  }
  return map;
}

/** The alternatives of a requirement, `||` and `|` both meaning "or". */
export function ruleAlternatives(requirement: RuleRequirement): string[] {
  const parts = typeof requirement === 'string' ? [requirement] : requirement;
  const out: string[] = [];
  for (const part of parts) {
    for (const alt of part.split('|')) {
      const trimmed = alt.trim();
      if (trimmed) out.push(trimmed);
    }
  }
  return out;
}

/** True when the requirement is empty or any alternative (or `is_dev.show`) is held. */
export function checkRule(
  requirement: RuleRequirement | undefined | null,
  rules: ReadonlySet<string>,
): boolean {
  if (requirement === undefined || requirement === null) return true;
  const alternatives = ruleAlternatives(requirement);
  if (alternatives.length === 0) return true;
  if (rules.has(DEV_RULE)) return true;
  return alternatives.some((alt) => rules.has(alt));
}
