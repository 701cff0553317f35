import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checksDeclaredSchemas, noteDeclared, parse } from './validate.ts';

const list = z.object({ page: z.string().optional(), search: z.string().optional() });
const other = z.object({ page: z.string().optional() });

describe('parse against the schema a route declares (the OpenAPI document stays true)', () => {
  it('is on under the test runner', () => {
    expect(checksDeclaredSchemas).toBe(true);
  });

  it('parses a part with the schema its route declares, one of its options, or some of its fields', () => {
    const query = { page: '2' };
    noteDeclared(query, list);
    expect(parse(list, query)).toEqual({ page: '2' });
    expect(parse(list.pick({ page: true }), query)).toEqual({ page: '2' });
    const body = { page: '1' };
    noteDeclared(body, z.union([list, other]));
    expect(parse(other, body)).toEqual({ page: '1' });
  });

  it('refuses a schema the route does not declare, and a part the route declares nothing for', () => {
    const query = { page: '2' };
    noteDeclared(query, list);
    expect(() => parse(other, query)).toThrow(/does not declare/);
    const params = { id: '1' };
    noteDeclared(params, undefined);
    expect(() => parse(z.object({ id: z.string() }), params)).toThrow(/does not declare/);
  });

  it('leaves input that is not a part of a request alone', () => {
    expect(parse(other, { page: '3' })).toEqual({ page: '3' });
  });
});
