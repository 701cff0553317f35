import { describe, expect, it } from 'vitest';
import { documentNumber, parseDocumentNumber } from './index.ts';

describe('documentNumber', () => {
  it("puts the branch's prefix before the number", () => {
    expect(documentNumber('TSH', '3')).toBe('TSH-3');
    expect(documentNumber('F2', 14)).toBe('F2-14');
  });

  it('shows the bare number when the branch has no prefix, never a lone hyphen', () => {
    expect(documentNumber(null, '3')).toBe('3');
    expect(documentNumber(undefined, 15)).toBe('15');
    expect(documentNumber('', 15)).toBe('15');
  });
});

describe('parseDocumentNumber', () => {
  it('reads a bare number as any branch’s number', () => {
    expect(parseDocumentNumber('41')).toEqual({ prefix: null, number: 41 });
    expect(parseDocumentNumber(' № 41 ')).toEqual({ prefix: null, number: 41 });
  });

  it('reads a prefixed number in any case, with or without the hyphen', () => {
    for (const typed of ['TSH-41', 'tsh-41', 'Tsh 41', 'TSH41', 'tsh – 41', '#TSH-41'])
      expect(parseDocumentNumber(typed), typed).toEqual({ prefix: 'TSH', number: 41 });
  });

  it('keeps the digits of a prefix like F2 when a hyphen separates the number', () => {
    expect(parseDocumentNumber('f2-14')).toEqual({ prefix: 'F2', number: 14 });
  });

  it('reads a prefix typed in Cyrillic as its Latin spelling', () => {
    expect(parseDocumentNumber('ТШ-41')).toEqual({ prefix: 'TSH', number: 41 });
    expect(parseDocumentNumber('ф2-14')).toEqual({ prefix: 'F2', number: 14 });
  });

  it('is not a number for names, phones and numbers out of range', () => {
    expect(parseDocumentNumber('Aliyev')).toBeNull();
    expect(parseDocumentNumber('TSH-')).toBeNull();
    expect(parseDocumentNumber('0')).toBeNull();
    expect(parseDocumentNumber('99999999999')).toBeNull();
    expect(parseDocumentNumber('TSH-41-2')).toBeNull();
  });
});
