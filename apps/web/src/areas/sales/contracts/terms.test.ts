import { calculateContract } from '@savdo/shared/contracts';
import { fromMinor } from '@savdo/shared/money';
import type { CalculatorData } from '@savdo/shared/schemas/contracts';
import { describe, expect, it } from 'vitest';
import { basketItems, tariffTerms } from './terms.ts';

const data: CalculatorData = {
  products: [
    {
      id: 1,
      name: 'Telefon',
      price_uzs: '4500000.00',
      price_usd: '360.00',
      discount_percent: '10.00',
      whole: true,
      stock: [],
    },
    {
      id: 2,
      name: 'Televizor',
      price_uzs: '3000000.00',
      price_usd: null,
      discount_percent: '0',
      whole: true,
      stock: [],
    },
  ],
  tariffs: [
    {
      id: 7,
      name: '12 oy',
      name_ru: '12 мес.',
      months: 12,
      markup: '38.00',
      additional_markup: '2.00',
      prepayment_percent: '20.00',
    },
  ],
  rounding: '1000.00',
  by_product: false,
  default_payment_day: 0,
  today: '2026-11-24',
};
const tariff = data.tariffs[0] as CalculatorData['tariffs'][number];

describe('the calculator on the screen', () => {
  it('prices the basket as the server does: today’s price less the product discount', () => {
    const items = basketItems(
      data,
      [
        { product_id: 1, quantity: '2' },
        { product_id: 2, quantity: '1' },
      ],
      'UZS',
    );
    expect(items).toEqual([
      { unitPrice: 450_000_000n, quantity: 2000n, discount: 90_000_000n },
      { unitPrice: 300_000_000n, quantity: 1000n, discount: 0n },
    ]);
    // no dollar price, an incomplete line: nothing to calculate
    expect(basketItems(data, [{ product_id: 2, quantity: '1' }], 'USD')).toBeNull();
    expect(basketItems(data, [{ product_id: 1 }], 'UZS')).toBeNull();
    // a fraction of piece goods is no basket; of goods sold in parts it is
    expect(basketItems(data, [{ product_id: 2, quantity: '0.036' }], 'UZS')).toBeNull();
    expect(
      basketItems(
        { ...data, products: [{ ...(data.products[1] as (typeof data.products)[number]), whole: false }] },
        [{ product_id: 2, quantity: '0.5' }],
        'UZS',
      ),
    ).toEqual([{ unitPrice: 300_000_000n, quantity: 500n, discount: 0n }]);
  });

  it('gives a tariff’s terms from the shared calculator, the minimum prepayment by default', () => {
    const items = basketItems(data, [{ product_id: 1, quantity: '1' }], 'UZS') ?? [];
    const terms = tariffTerms(data, items, 'UZS', tariff);
    const expected = calculateContract({
      items,
      prepayment: 81_000_000n,
      months: 12,
      markupPercent: '38.00',
      additionalMarkupPercent: '2.00',
      rounding: 100_000n,
      currency: 'UZS',
      contractDate: '2026-11-24',
    });
    expect(terms).toMatchObject({
      price: '4050000.00',
      minimum: '810000.00',
      debt: fromMinor(expected.debt),
      monthly: fromMinor(expected.monthly),
      last: fromMinor(expected.last),
      invalid: false,
    });
    expect(tariffTerms(data, items, 'UZS', tariff, 80_999_999n).invalid).toBe(true);
    expect(tariffTerms(data, items, 'UZS', tariff, 405_000_000n).invalid).toBe(true);
  });
});

describe('a step that would zero the last instalments', () => {
  const cheap: CalculatorData = {
    ...data,
    products: [
      {
        id: 3,
        name: 'Zaryadlovchi',
        price_uzs: '120000.00',
        price_usd: null,
        discount_percent: '0',
        whole: true,
        stock: [],
      },
    ],
    tariffs: [
      {
        ...tariff,
        id: 9,
        name: '24 oy',
        months: 24,
        markup: '0',
        additional_markup: '0',
        prepayment_percent: '0',
      },
    ],
  };
  const long = cheap.tariffs[0] as CalculatorData['tariffs'][number];

  it('is lowered on the order form with the reason, every instalment above zero', () => {
    const items = basketItems(cheap, [{ product_id: 3, quantity: '1' }], 'UZS') ?? [];
    // 100 000 soʻm financed over 24 months: at 1 000 soʻm the last four months would be 0.
    const terms = tariffTerms(cheap, items, 'UZS', long, 2_000_000n);
    expect(terms).toMatchObject({
      note: 'roundingLowered',
      rounding: '100.00',
      monthly: '4200.00',
      last: '3400.00',
    });
  });

  it('says the debt is too small for the term when no rounding helps', () => {
    const items = [{ unitPrice: 30n, quantity: 1000n, discount: 0n }];
    expect(tariffTerms(cheap, items, 'UZS', long, 10n).note).toBe('debtTooSmall');
  });
});
