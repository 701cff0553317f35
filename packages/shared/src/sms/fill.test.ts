import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholdersOf, smsDate, smsMoney, unknownPlaceholders } from './fill.ts';

describe('SMS template fill', () => {
  it('fills the client and contract fields', () => {
    const text = fillTemplate(
      "Hurmatli {client}! {contract_number}-shartnoma: {sum} so'm {due_date} gacha.",
      {
        client: 'Aliyev Vali',
        contract_number: '1024',
        sum: smsMoney(125_000_000n),
        due_date: smsDate('2025-03-05'),
      },
    );
    expect(text).toBe("Hurmatli Aliyev Vali! 1024-shartnoma: 1 250 000 so'm 05.03.2025 gacha.");
  });

  it('fills a placeholder used twice and leaves nothing for a missing value', () => {
    expect(fillTemplate('{client}, {client}. Qarz: {overdue} qoldi', { client: 'A' })).toBe(
      'A, A. Qarz: qoldi',
    );
  });

  it('leaves an unknown placeholder as written and reports it', () => {
    expect(fillTemplate('Salom {mijoz}', { client: 'A' })).toBe('Salom {mijoz}');
    expect(unknownPlaceholders('Salom {mijoz}, {client}, {summa} {mijoz}')).toEqual(['mijoz', 'summa']);
    expect(unknownPlaceholders('{client} {sum} {days_late} {rest} {debt} {paid} {branch}')).toEqual([]);
  });

  it('lists the placeholders once each', () => {
    expect(placeholdersOf('{a} {b} {a} {} { c }')).toEqual(['a', 'b']);
  });

  it('writes money in ASCII', () => {
    expect(smsMoney(0n)).toBe('0');
    expect(smsMoney(99_950n)).toBe('1 000');
    expect(smsMoney(123_456_700n)).toBe('1 234 567');
    expect(smsMoney(12_550n, 'USD')).toBe('125.50');
    expect(smsMoney(10_000n, 'USD')).toBe('100');
  });
});
