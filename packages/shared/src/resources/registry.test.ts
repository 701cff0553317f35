import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/index.ts';
import { RESOURCES, resourceOfRoute } from './registry.ts';

const byName = new Map(ROUTES.map((route) => [route.name, route]));

describe('resource screens in the route table', () => {
  it("names only routes of the table, each asking for the resource's show rule (or none, as the spec's blacklist)", () => {
    const wrong = RESOURCES.flatMap((def) =>
      [def.route, ...(def.alsoRoutes ?? [])]
        .filter((name): name is string => name !== undefined)
        .filter((name) => {
          const route = byName.get(name);
          return !route || (route.rule !== undefined && route.rule !== `${def.rule}.show`);
        })
        .map((name) => `${def.name}: ${name}`),
    );
    expect(wrong).toEqual([]);
  });

  it('shows the positions list at /salary/user-positions too', () => {
    expect(resourceOfRoute('salary-user-positions')?.name).toBe('user_position');
    expect(byName.get('salary-user-positions')?.path).toBe('/salary/user-positions');
  });
});

describe('option labels', () => {
  it("name only the definition's own fields in optionDetails", () => {
    const wrong = RESOURCES.flatMap((def) =>
      (def.optionDetails ?? [])
        .filter((name) => !def.fields.some((f) => f.name === name))
        .map((name) => `${def.name}.${name}`),
    );
    expect(wrong).toEqual([]);
  });
});
