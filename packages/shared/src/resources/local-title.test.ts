import { describe, expect, it } from 'vitest';
import { contractTariff } from './definitions/settings.ts';
import { localTitle, russianTitleFieldOf } from './fields.ts';

describe('a reference name in the language of the screen', () => {
  it('is the Russian name on a Russian screen, the name on an Uzbek one', () => {
    expect(localTitle('ru', '12 oylik', '12 месяцев')).toBe('12 месяцев');
    expect(localTitle('uz', '12 oylik', '12 месяцев')).toBe('12 oylik');
  });
  it('falls back to the name when no Russian one is given', () => {
    expect(localTitle('ru', '12 oylik', null)).toBe('12 oylik');
    expect(localTitle('ru', '12 oylik', '  ')).toBe('12 oylik');
  });
  it('knows the tariffs keep a Russian name', () => {
    expect(russianTitleFieldOf(contractTariff)).toBe('name_ru');
  });
});
