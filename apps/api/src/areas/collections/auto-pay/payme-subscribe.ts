import {
  CARD_ERRORS,
  type CardGateway,
  CardGatewayError,
  type GatewayCard,
  type GatewayReceipt,
} from './card-gateway.ts';

export interface PaymeSubscribeOptions {
  /** `https://checkout.paycom.uz/api` (or the test host `https://checkout.test.paycom.uz/api`). */
  url: string;
  /** The cashbox id (secret `payme_subscribe_id`). */
  id: () => Promise<string | null>;
  /** The cashbox key (secret `payme_subscribe_key`), for the receipt methods. */
  key: () => Promise<string | null>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface RpcAnswer<T> {
  result?: T;
  error?: { code: number; message: string | Record<string, string> };
}

/**
 * Payme's Subscribe API over HTTP: JSON-RPC 2.0 posts with `X-Auth` (the
 * id for the card methods, `id:key` for the receipts). A refusal is thrown
 * as `CardGatewayError` with Payme's code; no answer in time (or the network
 * failing) is a `TIMEOUT`, after which the caller checks the receipt.
 */
export class PaymeSubscribeGateway implements CardGateway {
  readonly name = 'payme';
  private seq = 0;

  constructor(private readonly options: PaymeSubscribeOptions) {}

  private async rpc<T>(method: string, params: object, withKey: boolean): Promise<T> {
    const id = await this.options.id();
    const key = withKey ? await this.options.key() : '';
    if (!id || (withKey && !key)) throw new CardGatewayError(CARD_ERRORS.UNAVAILABLE, 'payme keys not set');
    const send = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await send(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth': withKey ? `${id}:${key}` : id },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++this.seq, method, params }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new CardGatewayError(CARD_ERRORS.TIMEOUT, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new CardGatewayError(CARD_ERRORS.UNAVAILABLE, `HTTP ${response.status}`);
    const answer = (await response.json()) as RpcAnswer<T>;
    if (answer.error) {
      const message = answer.error.message;
      const text =
        typeof message === 'string' ? message : (message.ru ?? message.en ?? JSON.stringify(message));
      throw new CardGatewayError(answer.error.code, text);
    }
    if (answer.result === undefined) throw new CardGatewayError(CARD_ERRORS.UNAVAILABLE, 'empty answer');
    return answer.result;
  }

  async cardsCreate(number: string, expire: string, save: boolean): Promise<GatewayCard> {
    const r = await this.rpc<{ card: GatewayCard }>(
      'cards.create',
      { card: { number, expire: expire.replace('/', '') }, save },
      false,
    );
    return r.card;
  }

  cardsGetVerifyCode(token: string) {
    return this.rpc<{ sent: boolean; phone: string; wait: number }>(
      'cards.get_verify_code',
      { token },
      false,
    );
  }

  async cardsVerify(token: string, code: string): Promise<GatewayCard> {
    return (await this.rpc<{ card: GatewayCard }>('cards.verify', { token, code }, false)).card;
  }

  async cardsCheck(token: string): Promise<GatewayCard> {
    return (await this.rpc<{ card: GatewayCard }>('cards.check', { token }, false)).card;
  }

  async cardsRemove(token: string): Promise<void> {
    await this.rpc<{ success: boolean }>('cards.remove', { token }, true);
  }

  async receiptsCreate(amount: number, orderId: string, description: string): Promise<GatewayReceipt> {
    const r = await this.rpc<{ receipt: GatewayReceipt }>(
      'receipts.create',
      { amount, account: { order_id: orderId }, description },
      true,
    );
    return r.receipt;
  }

  async receiptsPay(id: string, token: string): Promise<GatewayReceipt> {
    return (await this.rpc<{ receipt: GatewayReceipt }>('receipts.pay', { id, token }, true)).receipt;
  }

  async receiptsCancel(id: string): Promise<GatewayReceipt> {
    return (await this.rpc<{ receipt: GatewayReceipt }>('receipts.cancel', { id }, true)).receipt;
  }

  receiptsCheck(id: string) {
    return this.rpc<{ state: number }>('receipts.check', { id }, true);
  }
}
