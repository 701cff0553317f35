import { province, user } from '@savdo/shared/resources/definitions';
import { describe, expect, it } from 'vitest';
import { abilitiesOf, writerOf } from './abilities.ts';
import type { ResourceExtension } from './extension-types.ts';

const ok = async () => undefined;
const engine = { create: ok, update: ok, activate: ok, deactivate: ok };

describe('writes of a screen', () => {
  it('uses the engine for engine-written resources', () => {
    expect(writerOf(province, engine, undefined)).toEqual(engine);
    const untoggled = writerOf({ ...province, toggle: false }, engine, undefined);
    expect(untoggled.activate).toBeUndefined();
  });

  it('offers only what the extension gives for module-written resources', () => {
    expect(writerOf(user, engine, undefined)).toEqual({});
    const create = async () => 1;
    const writer = writerOf(user, engine, { create, toggle: false });
    expect(writer.create).toBe(create);
    expect(writer.update).toBeUndefined();
    expect(writer.deactivate).toBeUndefined();
  });
});

describe('abilities of a screen', () => {
  const ext: ResourceExtension = {
    rowActions: [
      { key: 'block', labelKey: 'x', icon: null, rule: 'province.edit', run: ok },
      { key: 'print', labelKey: 'y', icon: null, rule: 'province.print', run: ok },
    ],
  };

  it('follows the rules once for the whole page', () => {
    const rules = new Set(['province.show', 'province.edit']);
    const abilities = abilitiesOf(province, ext, rules, writerOf(province, engine, undefined));
    expect(abilities).toMatchObject({ add: false, edit: true, toggle: true, history: true });
    expect(abilities.rowActions.map((a) => a.key)).toEqual(['block']);
  });

  it('gives the developer every action', () => {
    const abilities = abilitiesOf(
      province,
      ext,
      new Set(['is_dev.show']),
      writerOf(province, engine, undefined),
    );
    expect(abilities).toMatchObject({ add: true, edit: true, toggle: true, history: true });
    expect(abilities.rowActions).toHaveLength(2);
  });

  it('offers no write without a writer', () => {
    const abilities = abilitiesOf(user, undefined, new Set(['user.add', 'user.edit', 'user.show']), {});
    expect(abilities).toMatchObject({ add: false, edit: false, toggle: false, history: true });
  });
});
