import { describe, expect, it } from 'vitest';
import { OfdFiscalRegister } from '../../catalog/integrations/fiscal-ofd.ts';
import {
  checkUrl,
  LocalFiscalRegister,
  type OfdReceipt,
  receiptProblem,
  vatOf,
} from '../../catalog/integrations/fiscal-register.ts';
import { receiptPayload } from './fiscal-payload.ts';

const codes = { spic: '08517001001000000', packageCode: '1501225', units: 1, vatPercent: 12 };

/** Two televisions (one line) with a discount and a phone, paid part in cash and part by card. */
const sale = (): OfdReceipt =>
  receiptPayload({
    lines: [
      {
        name: 'Televizor Artel 43',
        barcode: '4780000000017',
        price: 325_000_000n,
        quantity: 2000n,
        sum: 650_000_000n,
        discount: 32_500_000n,
      },
      {
        name: 'Smartfon Redmi 13',
        barcode: null,
        price: 210_000_000n,
        quantity: 1000n,
        sum: 210_000_000n,
        discount: 0n,
      },
    ],
    cash: 227_500_000n,
    card: 600_000_000n,
    time: '2025-03-01 14:05:09',
    codes,
  });

describe('the receipt payload', () => {
  it('carries each line in tiyin and thousandths with its discount and the VAT inside what it costs', () => {
    const receipt = sale();
    expect(receipt).toEqual({
      Items: [
        {
          Name: 'Televizor Artel 43',
          Barcode: '4780000000017',
          Labels: [],
          SPIC: '08517001001000000',
          Units: 1,
          PackageCode: '1501225',
          GoodPrice: 325_000_000,
          Price: 650_000_000,
          Amount: 2000,
          VAT: 66_160_714,
          VATPercent: 12,
          Discount: 32_500_000,
          Other: 0,
        },
        expect.objectContaining({
          Name: 'Smartfon Redmi 13',
          Barcode: '',
          Price: 210_000_000,
          VAT: 22_500_000,
        }),
      ],
      ReceivedCash: 227_500_000,
      ReceivedCard: 600_000_000,
      Time: '2025-03-01 14:05:09',
    });
    expect(receiptProblem('SALE', receipt)).toBeNull();
  });

  it('refuses money received that is not the sum of the lines', () => {
    expect(() =>
      receiptPayload({ ...{ lines: [], cash: 1n, card: 0n, time: '2025-03-01 10:00:00', codes } }),
    ).toThrow(RangeError);
  });

  it('rounds VAT half up to the tiyin', () => {
    expect(vatOf(650_000_000, 12)).toBe(69_642_857);
    expect(vatOf(112, 12)).toBe(12);
    expect(vatOf(1000, 0)).toBe(0);
  });
});

describe('the local fake register', () => {
  it('registers a receipt with a 12-digit fiscal sign and the address to check it at', async () => {
    const register = new LocalFiscalRegister('LG0001');
    const answer = await register.register('SALE', 'req-1', sale());
    expect(answer).toEqual({
      ok: true,
      terminalId: 'LG0001',
      receiptId: '1',
      fiscalSign: expect.stringMatching(/^\d{12}$/),
      qrUrl: expect.stringMatching(
        /^https:\/\/ofd\.soliq\.uz\/check\?t=LG0001&r=1&c=20250301140509&s=\d{12}$/,
      ),
      time: '2025-03-01 14:05:09',
    });
  });

  it('answers a repeated request id with the same receipt, making no second one', async () => {
    const register = new LocalFiscalRegister();
    const first = await register.register('SALE', 'same', sale());
    expect(await register.register('SALE', 'same', sale())).toEqual(first);
    expect(register.registered).toBe(1);
  });

  it('refuses what the service refuses: wrong VAT, wrong received money, a refund of an unknown receipt', async () => {
    const register = new LocalFiscalRegister();
    const wrongVat = sale();
    (wrongVat.Items[0] as { VAT: number }).VAT += 1;
    expect(await register.register('SALE', 'a', wrongVat)).toEqual({
      ok: false,
      message: 'ERROR_ITEM_0_VAT',
    });
    expect(await register.register('SALE', 'b', { ...sale(), ReceivedCash: 1 })).toEqual({
      ok: false,
      message: 'ERROR_RECEIVED_TOTAL',
    });
    const refund = {
      ...sale(),
      RefundInfo: { TerminalID: 'X', ReceiptId: '9', DateTime: '', FiscalSign: '1' },
    };
    expect(await register.register('REFUND', 'c', refund)).toEqual({
      ok: false,
      message: 'ERROR_RECEIPT_NOT_FOUND',
    });
    expect(await register.register('REFUND', 'd', sale())).toEqual({
      ok: false,
      message: 'ERROR_REFUND_INFO',
    });
    expect(register.registered).toBe(0);
  });

  it('refunds a receipt it issued', async () => {
    const register = new LocalFiscalRegister('LG0002');
    const first = await register.register('SALE', 's', sale());
    if (!first.ok) throw new Error('not registered');
    const info = {
      TerminalID: first.terminalId,
      ReceiptId: first.receiptId,
      DateTime: first.time,
      FiscalSign: first.fiscalSign,
    };
    expect(await register.register('REFUND', 'r', { ...sale(), RefundInfo: info })).toMatchObject({
      ok: true,
      receiptId: '2',
    });
  });

  it('fails as told: down (throws), refuses, or registers and loses the answer', async () => {
    const register = new LocalFiscalRegister();
    register.failNext(1, 'down');
    register.failNext(1, 'refuse');
    register.failNext(1, 'lost');
    await expect(register.register('SALE', 'x', sale())).rejects.toThrow('unreachable');
    expect(await register.register('SALE', 'x', sale())).toEqual({
      ok: false,
      message: 'ERROR_SERVICE_UNAVAILABLE',
    });
    expect(register.registered).toBe(0);
    await expect(register.register('SALE', 'x', sale())).rejects.toThrow('lost');
    expect(register.registered).toBe(1);
    expect(await register.register('SALE', 'x', sale())).toMatchObject({ ok: true, receiptId: '1' });
    expect(register.registered).toBe(1);
  });

  it('builds the check address from the register, the receipt, its time and sign', () => {
    expect(checkUrl('T1', '5', '2025-01-02 03:04:05', '123')).toBe(
      'https://ofd.soliq.uz/check?t=T1&r=5&c=20250102030405&s=123',
    );
  });
});

describe('the online cash register client', () => {
  type Call = { url: string; init: RequestInit };
  const answering = (status: number, body: unknown, calls: Call[]) =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;

  it('posts the receipt with the token and the request id as Idempotency-Key, and reads the answer', async () => {
    const calls: Call[] = [];
    const client = new OfdFiscalRegister({
      url: 'https://kassa.example.uz/api/v1/',
      token: async () => 'tok-1',
      fetch: answering(
        200,
        {
          TerminalID: 'UZ191211501002',
          ReceiptSeq: 2451,
          DateTime: '20250301140510',
          FiscalSign: '372516498761',
          QRCodeURL: 'https://ofd.soliq.uz/check?t=UZ191211501002&r=2451&c=20250301140510&s=372516498761',
        },
        calls,
      ),
    });
    const answer = await client.register('SALE', 'req-42', sale());
    expect(answer).toEqual({
      ok: true,
      terminalId: 'UZ191211501002',
      receiptId: '2451',
      fiscalSign: '372516498761',
      qrUrl: 'https://ofd.soliq.uz/check?t=UZ191211501002&r=2451&c=20250301140510&s=372516498761',
      time: '20250301140510',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://kassa.example.uz/api/v1/receipts/sale');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      'idempotency-key': 'req-42',
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(sale());
  });

  it('sends refunds to their own address and maps a refusal to its code and message', async () => {
    const calls: Call[] = [];
    const client = new OfdFiscalRegister({
      url: 'https://kassa.example.uz/api/v1',
      token: async () => 'tok',
      fetch: answering(422, { error: { code: 'ERROR_RECEIPT_NOT_FOUND', message: 'Chek topilmadi' } }, calls),
    });
    expect(await client.register('REFUND', 'r1', sale())).toEqual({
      ok: false,
      message: 'ERROR_RECEIPT_NOT_FOUND: Chek topilmadi',
    });
    expect(calls[0]?.url).toBe('https://kassa.example.uz/api/v1/receipts/refund');
  });

  it('calls nothing without a token, and treats a malformed answer as a failure', async () => {
    const calls: Call[] = [];
    const none = new OfdFiscalRegister({
      url: 'https://x',
      token: async () => null,
      fetch: answering(200, {}, calls),
    });
    expect(await none.register('SALE', 'a', sale())).toEqual({
      ok: false,
      message: 'fiscal_api_token is not set',
    });
    expect(calls).toHaveLength(0);
    const odd = new OfdFiscalRegister({
      url: 'https://x',
      token: async () => 't',
      fetch: answering(200, { ok: 1 }, calls),
    });
    expect(await odd.register('SALE', 'a', sale())).toEqual({ ok: false, message: 'malformed answer' });
  });
});
