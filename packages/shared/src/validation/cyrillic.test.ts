import { describe, expect, it } from 'vitest';
import { latinSpelling } from './cyrillic.ts';

describe('latinSpelling', () => {
  it('spells Uzbek and Russian Cyrillic in Uzbek Latin, leaving the rest as it is', () => {
    expect(latinSpelling('шахзод юсупов')).toBe('shaxzod yusupov');
    expect(latinSpelling('ўтказма ғалла қора ҳовли')).toBe('otkazma galla qora hovli');
    expect(latinSpelling('объём щи 12 abc')).toBe('obyom shi 12 abc');
  });

  it('keeps a Cyrillic letter not in the table unless told what it gives', () => {
    expect(latinSpelling('таң')).toBe('taң');
    expect(latinSpelling('таӑ', { unknown: '' })).toBe('ta');
  });

  it('spells Karakalpak letters when asked', () => {
    expect(latinSpelling('таң өмір', { karakalpak: true })).toBe('tang omir');
    expect(latinSpelling('таң')).toBe('taң');
  });
});
