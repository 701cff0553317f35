import { describe, expect, it } from 'vitest';
import { CARD_ERRORS, CardGatewayError, maskCard } from './card-gateway.ts';
import { LocalCardGateway } from './card-gateway-fake.ts';
import { clickSign } from './click-merchant.ts';
import { paymeAuthorized } from './payme-merchant.ts';
import { PaymeSubscribeGateway } from './payme-subscribe.ts';

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof CardGatewayError) return error.code;
    throw error;
  }
  return null;
};

describe('the local fake of Payme’s Subscribe API', () => {
  it('tokenises the test card, sends its code, verifies it and pays a receipt once', async () => {
    const fake = new LocalCardGateway();
    const card = await fake.cardsCreate('8600069195406311', '03/99', true);
    expect(card).toMatchObject({ number: '860006******6311', verify: false });
    expect(card.token).not.toContain('8600069195406311');
    expect((await fake.cardsGetVerifyCode(card.token)).phone).toMatch(/\*/);
    expect(await refusal(fake.cardsVerify(card.token, '000000'))).toBe(CARD_ERRORS.WRONG_CODE);
    expect((await fake.cardsVerify(card.token, '666666')).verify).toBe(true);
    const receipt = await fake.receiptsCreate(10_000_00, '42', 'test');
    expect((await fake.receiptsPay(receipt._id, card.token)).state).toBe(4);
    expect(await refusal(fake.receiptsPay(receipt._id, card.token))).toBe(CARD_ERRORS.RECEIPT_ALREADY_PAID);
    expect(fake.charged()).toEqual([{ orderId: '42', amount: 10_000_00 }]);
    await fake.receiptsCancel(receipt._id);
    expect(fake.charged()).toEqual([]);
  });

  it('refuses as Payme does: unknown, expired, too many codes, not enough money, unverified token', async () => {
    const fake = new LocalCardGateway();
    expect(await refusal(fake.cardsCreate('8600400000000041', '03/99', true))).toBe(
      CARD_ERRORS.CARD_NOT_FOUND,
    );
    expect(await refusal(fake.cardsCreate('8600200000000029', '03/99', true))).toBe(CARD_ERRORS.CARD_EXPIRED);
    const poor = await fake.cardsCreate('8600140000000019', '03/99', true);
    const receipt = await fake.receiptsCreate(20_000_00, '1', 'test');
    expect(await refusal(fake.receiptsPay(receipt._id, poor.token))).toBe(CARD_ERRORS.TOKEN_NOT_FOUND);
    await fake.cardsGetVerifyCode(poor.token);
    for (let i = 0; i < 3; i++) await refusal(fake.cardsVerify(poor.token, '123456'));
    expect(await refusal(fake.cardsVerify(poor.token, '666666'))).toBe(CARD_ERRORS.CODE_ATTEMPTS);
    await fake.cardsGetVerifyCode(poor.token);
    await fake.cardsVerify(poor.token, '666666');
    expect(await refusal(fake.receiptsPay(receipt._id, poor.token))).toBe(CARD_ERRORS.INSUFFICIENT_FUNDS);
  });

  it('fails a call the way a test asks: unreachable does nothing, a lost answer did the work', async () => {
    const fake = new LocalCardGateway();
    const card = await fake.cardsCreate('8600069195406311', '03/99', true);
    await fake.cardsGetVerifyCode(card.token);
    await fake.cardsVerify(card.token, '666666');
    const receipt = await fake.receiptsCreate(100_00, '7', 'test');
    fake.failNext(1, 'down', 'receiptsPay');
    expect(await refusal(fake.receiptsPay(receipt._id, card.token))).toBe(CARD_ERRORS.TIMEOUT);
    expect((await fake.receiptsCheck(receipt._id)).state).toBe(0);
    fake.failNext(1, 'lost', 'receiptsPay');
    expect(await refusal(fake.receiptsPay(receipt._id, card.token))).toBe(CARD_ERRORS.TIMEOUT);
    expect((await fake.receiptsCheck(receipt._id)).state).toBe(4);
  });

  it('holds what a card is set to hold: a receipt for more is refused, one within it paid', async () => {
    const fake = new LocalCardGateway();
    const card = await fake.cardsCreate('8600150000000018', '03/99', true);
    await fake.cardsGetVerifyCode(card.token);
    await fake.cardsVerify(card.token, '666666');
    const big = await fake.receiptsCreate(400_000_00, '1', 'test');
    expect(await refusal(fake.receiptsPay(big._id, card.token))).toBe(CARD_ERRORS.INSUFFICIENT_FUNDS);
    const fits = await fake.receiptsCreate(150_000_00, '2', 'test');
    expect((await fake.receiptsPay(fits._id, card.token)).state).toBe(4);
    expect(fake.card('8600150000000018')?.balance).toBe(0);
    fake.setBalance('8600150000000018', 400_000_00);
    const again = await fake.receiptsCreate(400_000_00, '3', 'test');
    expect((await fake.receiptsPay(again._id, card.token)).state).toBe(4);
  });

  it('knows a saved token after a restart (a new instance)', async () => {
    const card = await new LocalCardGateway().cardsCreate('8600495473316478', '03/99', true);
    const later = new LocalCardGateway();
    expect((await later.cardsCheck(card.token)).verify).toBe(true);
    await later.cardsRemove(card.token);
    expect(await refusal(later.cardsCheck(card.token))).toBe(CARD_ERRORS.TOKEN_NOT_FOUND);
  });
});

describe('the Payme Subscribe HTTP client', () => {
  it('posts JSON-RPC with X-Auth and maps Payme’s errors and timeouts', async () => {
    const sent: { auth: string; body: { method: string; params: Record<string, unknown> } }[] = [];
    const answers: unknown[] = [
      {
        result: {
          card: { number: '860006******6311', expire: '03/99', token: 't', recurrent: true, verify: false },
        },
      },
      { error: { code: -31103, message: { ru: 'Неверный код', uz: 'x', en: 'wrong' } } },
    ];
    const gateway = new PaymeSubscribeGateway({
      url: 'https://checkout.test.paycom.uz/api',
      id: async () => 'cashbox',
      key: async () => 'secret',
      fetch: async (_url, init) => {
        const headers = init?.headers as Record<string, string>;
        sent.push({ auth: headers['x-auth'] ?? '', body: JSON.parse(String(init?.body)) });
        const answer = answers.shift();
        if (!answer) throw new Error('network down');
        return new Response(JSON.stringify(answer), { status: 200 });
      },
    });
    expect((await gateway.cardsCreate('8600069195406311', '03/99', true)).token).toBe('t');
    expect(sent[0]).toMatchObject({
      auth: 'cashbox',
      body: {
        method: 'cards.create',
        params: { card: { number: '8600069195406311', expire: '0399' }, save: true },
      },
    });
    expect(await refusal(gateway.cardsVerify('t', '1'))).toBe(CARD_ERRORS.WRONG_CODE);
    expect(await refusal(gateway.receiptsPay('r', 't'))).toBe(CARD_ERRORS.TIMEOUT);
    expect(sent[2]).toMatchObject({ auth: 'cashbox:secret', body: { method: 'receipts.pay' } });
  });
});

describe('merchant signatures', () => {
  it('checks Payme’s Basic auth against the merchant key', () => {
    const header = `Basic ${Buffer.from('Paycom:key1').toString('base64')}`;
    expect(paymeAuthorized(header, 'key1')).toBe(true);
    expect(paymeAuthorized(header, 'key2')).toBe(false);
    expect(paymeAuthorized(header, null)).toBe(false);
    expect(paymeAuthorized(undefined, 'key1')).toBe(false);
  });

  it('signs Click’s prepare without and its complete with the prepare id', () => {
    const p = {
      click_trans_id: '1',
      service_id: '2',
      merchant_trans_id: '3',
      amount: '1000',
      action: '0',
      sign_time: '2024-01-01 00:00:00',
    };
    expect(clickSign(p, 's')).toMatch(/^[0-9a-f]{32}$/);
    expect(clickSign({ ...p, action: '1', merchant_prepare_id: '9' }, 's')).not.toBe(
      clickSign({ ...p, action: '1', merchant_prepare_id: '8' }, 's'),
    );
    expect(maskCard('9860300000000038')).toBe('986030******0038');
  });
});
