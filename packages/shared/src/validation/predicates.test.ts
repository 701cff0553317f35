import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  isBankAccount,
  isCardNumber,
  isDeviceCode,
  isEmail,
  isImei,
  isLength,
  isLuhnValid,
  isMaxLength,
  isMaxValue,
  isMfo,
  isMinLength,
  isMinValue,
  isMoney,
  isNotNol,
  isPassport,
  isPassword,
  isPhone,
  isPinfl,
  isRequired,
  isStir,
  normalizePhone,
  stripDigitSeparators,
} from './predicates.ts';

describe('required', () => {
  it.each(['a', ' x ', 0, false, [1], {}])('accepts %j', (value) => {
    expect(isRequired(value)).toBe(true);
  });

  it.each([undefined, null, '', '   ', '\t\n', Number.NaN, []])('rejects %j', (value) => {
    expect(isRequired(value)).toBe(false);
  });
});

describe('length, min, max', () => {
  it('counts characters exactly', () => {
    expect(isLength('abcdef', 6)).toBe(true);
    expect(isLength('abcde', 6)).toBe(false);
    expect(isLength('abcdefg', 6)).toBe(false);
    expect(isLength('oʻgʻil', 6)).toBe(true);
    expect(isLength('😀😀', 2)).toBe(true);
  });

  it('bounds the length from below and above, inclusive', () => {
    expect(isMinLength('abc', 3)).toBe(true);
    expect(isMinLength('abcd', 3)).toBe(true);
    expect(isMinLength('ab', 3)).toBe(false);
    expect(isMinLength('', 1)).toBe(false);
    expect(isMaxLength('abc', 3)).toBe(true);
    expect(isMaxLength('', 3)).toBe(true);
    expect(isMaxLength('abcd', 3)).toBe(false);
  });
});

describe('email', () => {
  it.each(['user@example.com', 'first.last+tag@mail.example.uz', 'a_b-c@sub-domain.co', 'X@Y.ORG'])(
    'accepts %s',
    (s) => {
      expect(isEmail(s)).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    '@example.com',
    'user@',
    'user@example',
    'user@example.c',
    'user@@example.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example..com',
    'us er@example.com',
    'user@example.com ',
    `${'a'.repeat(65)}@example.com`,
  ])('rejects %j', (s) => {
    expect(isEmail(s)).toBe(false);
  });
});

describe('notNol', () => {
  it.each([1, 0.01, 1e9, '1', '0.01', '1250000.00', '000.5'])('accepts %j', (value) => {
    expect(isNotNol(value)).toBe(true);
  });

  it.each([
    0,
    -0,
    -1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '0',
    '0.00',
    '-5',
    '',
    'abc',
    '1e3',
    ' 1',
    'Infinity',
  ])('rejects %j', (value) => {
    expect(isNotNol(value)).toBe(false);
  });
});

describe('min-value, max-value', () => {
  it('compares numbers and decimal strings exactly, inclusive', () => {
    expect(isMinValue(5, 5)).toBe(true);
    expect(isMinValue('5.01', 5)).toBe(true);
    expect(isMinValue(4.99, 5)).toBe(false);
    expect(isMinValue('0.30', '0.3')).toBe(true);
    expect(isMinValue(0.1 + 0.2, '0.3')).toBe(true);
    expect(isMaxValue('100', 100)).toBe(true);
    expect(isMaxValue('100.01', '100')).toBe(false);
    expect(isMaxValue(-1, 0)).toBe(true);
    expect(isMaxValue('99999999999999999999.99', '100000000000000000000')).toBe(true);
  });

  it('rejects what is not a number', () => {
    expect(isMinValue('abc', 0)).toBe(false);
    expect(isMaxValue(Number.NaN, 10)).toBe(false);
    expect(isMinValue(5, 'x')).toBe(false);
    expect(isMinValue('1e3', 0)).toBe(false);
    expect(isMaxValue(Number.POSITIVE_INFINITY, 0)).toBe(false);
  });

  it('reads numbers in exponent form exactly', () => {
    expect(compareDecimal(1e21, '1000000000000000000000')).toBe(0);
    expect(compareDecimal(1.5e-7, '0.00000015')).toBe(0);
    expect(compareDecimal(5e-324, 0)).toBe(1);
    expect(compareDecimal(-1e-7, '-0.0000001')).toBe(0);
    expect(compareDecimal(-0, '0.00')).toBe(0);
  });

  it('orders any two finite numbers as JavaScript does', () => {
    // Any double, and doubles around where JavaScript starts printing an exponent (below 1e-6, from 1e21 on).
    const finite = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.double({ min: -1e-5, max: 1e-5, noNaN: true }),
      fc.double({ min: 1e20, max: 1e22, noNaN: true }),
    );
    fc.assert(
      fc.property(finite, finite, (a, b) => {
        expect(compareDecimal(a, b)).toBe(a === b ? 0 : a < b ? -1 : 1);
        expect(compareDecimal(String(a).includes('e') ? a : String(a), b)).toBe(compareDecimal(a, b));
      }),
    );
  });

  it('orders decimal strings as their exact values, whatever their trailing zeros', () => {
    // a × 10^-s against b × 10^-t, written out with extra trailing zeros: the order of a × 10^t and b × 10^s.
    const text = (digits: bigint, scale: number, zeros: number) => {
      const padded = (digits < 0n ? -digits : digits).toString().padStart(scale + 1, '0') + '0'.repeat(zeros);
      const cut = padded.length - scale - zeros;
      const fraction = padded.slice(cut);
      return `${digits < 0n ? '-' : ''}${padded.slice(0, cut)}${fraction ? `.${fraction}` : ''}`;
    };
    const scale = fc.integer({ min: 0, max: 30 });
    const zeros = fc.integer({ min: 0, max: 3 });
    fc.assert(
      fc.property(fc.bigInt(), scale, zeros, fc.bigInt(), scale, zeros, (a, s, za, b, t, zb) => {
        const left = a * 10n ** BigInt(t);
        const right = b * 10n ** BigInt(s);
        const order = left === right ? 0 : left < right ? -1 : 1;
        expect(compareDecimal(text(a, s, za), text(b, t, zb))).toBe(order);
        expect(isMinValue(text(a, s, za), text(b, t, zb))).toBe(order >= 0);
        expect(isMaxValue(text(a, s, za), text(b, t, zb))).toBe(order <= 0);
      }),
    );
  });
});

describe('money', () => {
  it.each(['0', '0.5', '0.50', '1250000.00', '1250000', '9999999999999999.99'])('accepts %s', (s) => {
    expect(isMoney(s)).toBe(true);
  });

  it.each(['1.005', '-1', '-0.01', '1.', '.5', '01', '1,50', '1 000', '1e3', '', ' 1', '12345678901234567'])(
    'rejects %j',
    (s) => {
      expect(isMoney(s)).toBe(false);
    },
  );
});

describe('passport', () => {
  it.each(['AA1234567', 'AB0000000', 'KA9876543'])('accepts %s', (s) => {
    expect(isPassport(s)).toBe(true);
  });

  it.each([
    'aa1234567',
    'Aa1234567',
    'AA123456',
    'AA12345678',
    'A1234567',
    'AAA123456',
    'АА1234567',
    'AA 1234567',
    '',
  ])('rejects %j', (s) => {
    expect(isPassport(s)).toBe(false);
  });
});

describe('phone', () => {
  it.each(['998901234567', '998711234567', '998000000000'])('accepts %s', (s) => {
    expect(isPhone(s)).toBe(true);
  });

  it.each([
    '99890123456',
    '9989012345678',
    '+998901234567',
    '997901234567',
    '901234567',
    '998 90 123 45 67',
    '99890123456a',
    '',
  ])('rejects %j', (s) => {
    expect(isPhone(s)).toBe(false);
  });

  it('normalises what people type', () => {
    expect(normalizePhone('+998 (90) 123-45-67')).toBe('998901234567');
    expect(normalizePhone('998.90.123.45.67')).toBe('998901234567');
  });
});

describe('device-code', () => {
  it.each(['123456', 'AB12cd', 'ʻʻʻʻʻʻ'])('accepts %s', (s) => {
    expect(isDeviceCode(s)).toBe(true);
  });

  it.each(['12345', '1234567', '123 45', '', '      '])('rejects %j', (s) => {
    expect(isDeviceCode(s)).toBe(false);
  });
});

describe('password', () => {
  it.each(['Abcde1!', 'aB3$xy', 'Pa$$w0rd', 'Qwerty_123', 'Ўзбек1!a'])('accepts %s', (s) => {
    expect(isPassword(s)).toBe(true);
  });

  it.each([
    ['too short', 'Ab1!x'],
    ['no uppercase', 'abcde1!'],
    ['no lowercase', 'ABCDE1!'],
    ['no digit', 'Abcdef!'],
    ['no symbol', 'Abcdef1'],
    ['a space is not a symbol', 'Abc def1'],
    ['empty', ''],
  ])('rejects a password with %s', (_, s) => {
    expect(isPassword(s)).toBe(false);
  });
});

describe('Luhn, card number, IMEI', () => {
  it('checks the Luhn digit', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('7992 7398 713')).toBe(false);
  });

  it.each(['4111111111111111', '5555555555554444', '8600123456789012', '9860123456789015'])(
    'accepts card %s',
    (s) => {
      expect(isCardNumber(s)).toBe(true);
    },
  );

  it.each([
    '4111111111111112',
    '8600123456789013',
    '411111111111111',
    '41111111111111111',
    '4111 1111 1111 1111',
    '411111111111111a',
    '',
  ])('rejects card %j', (s) => {
    expect(isCardNumber(s)).toBe(false);
  });

  it('validates IMEI length and check digit', () => {
    expect(isImei('490154203237518')).toBe(true);
    expect(isImei('356800123456785')).toBe(true);
    expect(isImei('490154203237519')).toBe(false);
    expect(isImei('49015420323751')).toBe(false);
    expect(isImei('4901542032375180')).toBe(false);
  });

  it('strips separators typed between digit groups', () => {
    expect(stripDigitSeparators('8600 1234-5678 9012')).toBe('8600123456789012');
  });
});

describe('PINFL, STIR, MFO, bank account', () => {
  it('accepts exactly the right number of digits', () => {
    expect(isPinfl('31234567890123')).toBe(true);
    expect(isStir('123456789')).toBe(true);
    expect(isMfo('00014')).toBe(true);
    expect(isBankAccount('20208000900123456001')).toBe(true);
  });

  it('rejects one digit too few or too many, and non-digits', () => {
    expect(isPinfl('3123456789012')).toBe(false);
    expect(isPinfl('312345678901234')).toBe(false);
    expect(isPinfl('3123456789012a')).toBe(false);
    expect(isStir('12345678')).toBe(false);
    expect(isStir('1234567890')).toBe(false);
    expect(isMfo('0001')).toBe(false);
    expect(isMfo('000140')).toBe(false);
    expect(isBankAccount('2020800090012345600')).toBe(false);
    expect(isBankAccount('202080009001234560011')).toBe(false);
    expect(isBankAccount('2020 8000 9001 2345 6001')).toBe(false);
  });
});
