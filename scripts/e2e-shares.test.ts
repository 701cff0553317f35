import { describe, expect, it } from 'vitest';
import { e2eShares, splitFiles } from './e2e-shares.ts';

describe('the browser tests in two shares', () => {
  it('puts every file in exactly one share, near the asked weight', () => {
    const files = Array.from({ length: 40 }, (_, i) => ({
      name: `e2e/f${i}.test.ts`,
      weight: 1000 + ((i * 7919) % 9000),
    }));
    const [first, second] = splitFiles(files, 0.3);
    expect([...first, ...second].sort()).toEqual(files.map((f) => f.name).sort());
    const weight = (names: string[]) =>
      files.filter((f) => names.includes(f.name)).reduce((s, f) => s + f.weight, 0);
    const part = weight(second) / (weight(first) + weight(second));
    expect(part).toBeGreaterThan(0.25);
    expect(part).toBeLessThan(0.35);
  });

  it('leaves the second share empty at 0 and the first at 1', () => {
    const files = [
      { name: 'a', weight: 5 },
      { name: 'b', weight: 3 },
    ];
    expect(splitFiles(files, 0)).toEqual([['a', 'b'], []]);
    expect(splitFiles(files, 1)).toEqual([[], ['a', 'b']]);
  });

  it('splits the real browser tests, none left out', () => {
    const [first, second] = e2eShares();
    expect(first.length).toBeGreaterThan(second.length);
    expect(second.length).toBeGreaterThan(0);
    expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
  });
});
