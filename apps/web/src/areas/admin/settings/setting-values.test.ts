import { describe, expect, it } from 'vitest';
import { draftOf, isChanged, isSettingType, parseDraft, toNumber, valueErrors } from './setting-values.ts';

describe('setting values', () => {
  it('knows the four types', () => {
    expect(['string', 'number', 'boolean', 'json'].every(isSettingType)).toBe(true);
    expect(isSettingType('date')).toBe(false);
    expect(isSettingType(1)).toBe(false);
  });

  it('reads numbers typed loosely and refuses the rest', () => {
    expect(toNumber(60)).toBe(60);
    expect(toNumber('1 000')).toBe(1000);
    expect(toNumber('1,5')).toBe(1.5);
    expect(toNumber('-3')).toBe(-3);
    expect(toNumber('12a')).toBeNull();
    expect(toNumber('')).toBeNull();
    expect(toNumber(Number.NaN)).toBeNull();
    expect(toNumber(null)).toBeNull();
  });

  it('gives each control its starting value', () => {
    expect(draftOf({ type: 'number', value: 90 })).toBe(90);
    expect(draftOf({ type: 'number', value: '90' })).toBe(90);
    expect(draftOf({ type: 'boolean', value: true })).toBe(true);
    expect(draftOf({ type: 'boolean', value: 'false' })).toBe(false);
    expect(draftOf({ type: 'string', value: 'Savdo' })).toBe('Savdo');
    expect(draftOf({ type: 'string', value: null })).toBe('');
    expect(draftOf({ type: 'json', value: { a: [1, 2] } })).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(draftOf({ type: 'json', value: undefined })).toBe('null');
  });

  it('parses each type back to its value', () => {
    expect(parseDraft('number', 60)).toEqual({ ok: true, value: 60 });
    expect(parseDraft('number', null)).toEqual({ ok: false, key: 'settings.general.required' });
    expect(parseDraft('boolean', true)).toEqual({ ok: true, value: true });
    expect(parseDraft('string', '  Savdo  ')).toEqual({ ok: true, value: 'Savdo' });
    expect(parseDraft('json', '{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseDraft('json', '[1, 2]')).toEqual({ ok: true, value: [1, 2] });
    expect(parseDraft('json', ' ')).toEqual({ ok: false, key: 'settings.general.required' });
    const bad = parseDraft('json', '{a: 1}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.key).toBe('settings.general.invalidJson');
      expect(String(bad.params?.reason)).not.toBe('');
    }
  });

  it('tells a change from the stored value', () => {
    expect(isChanged({ type: 'number', value: 90 }, 90)).toBe(false);
    expect(isChanged({ type: 'number', value: 90 }, 60)).toBe(true);
    expect(isChanged({ type: 'json', value: { a: 1 } }, '{ "a": 1 }')).toBe(false);
    expect(isChanged({ type: 'json', value: { a: 1 } }, '{ "a": 2 }')).toBe(true);
    expect(isChanged({ type: 'json', value: { a: 1 } }, '{')).toBe(true);
    expect(isChanged({ type: 'string', value: 'x' }, ' x ')).toBe(false);
    expect(isChanged({ type: 'boolean', value: false }, true)).toBe(true);
  });

  it('shows the server’s value errors without their field prefix', () => {
    expect(valueErrors(['value: Son kiriting'], 'Xato')).toEqual(['Son kiriting']);
    expect(valueErrors([], 'Notoʻgʻri soʻrov')).toEqual(['Notoʻgʻri soʻrov']);
    expect(valueErrors([], undefined)).toEqual([]);
  });
});
