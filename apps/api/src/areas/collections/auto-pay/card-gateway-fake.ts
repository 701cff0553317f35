import { randomUUID } from 'node:crypto';
import {
  CARD_ERRORS,
  type CardGateway,
  CardGatewayError,
  type GatewayCard,
  type GatewayReceipt,
  maskCard,
  RECEIPT_STATE,
} from './card-gateway.ts';

/** A card the fake processor knows: its number, expiry, the code it sends, what it holds (tiyin), its state. */
export interface FakeCard {
  number: string;
  expire: string;
  code: string;
  phone: string;
  /** Tiyin. */
  balance: number;
  /** The processor holds it as expired (whatever the date printed on it). */
  expired?: boolean;
}

/**
 * The fake's cards: Payme's published test cards (code 666666) with a large
 * balance, one that holds 10 000 so'm, one the processor has as expired, one
 * with no money at all, and one that holds 150 000 soʻm (less than most
 * instalments: the ladder of smaller debits charges part of it). What a card
 * holds is set with `setBalance`.
 */
export const FAKE_CARDS: readonly FakeCard[] = [
  { number: '8600069195406311', expire: '03/99', code: '666666', phone: '99890*****11', balance: 1e13 },
  { number: '8600495473316478', expire: '03/99', code: '666666', phone: '99891*****22', balance: 1e13 },
  { number: '8600140000000019', expire: '03/99', code: '666666', phone: '99893*****33', balance: 1_000_000 },
  {
    number: '8600200000000029',
    expire: '03/99',
    code: '666666',
    phone: '99894*****44',
    balance: 0,
    expired: true,
  },
  { number: '9860300000000038', expire: '03/99', code: '666666', phone: '99895*****55', balance: 0 },
  { number: '8600150000000018', expire: '03/99', code: '666666', phone: '99897*****66', balance: 15_000_000 },
];

/** How the fake fails its next call: unreachable (nothing done), or done but the answer lost (a timeout). */
export type FakeCardFailure = 'down' | 'lost';

interface TokenState {
  card: number;
  verified: boolean;
  codeSent: boolean;
  attempts: number;
}

const MAX_CODE_ATTEMPTS = 3;

/**
 * The local fake of Payme's Subscribe API (the default: no network). It
 * knows `FAKE_CARDS` (and those a test adds), refuses as Payme does (an
 * unknown number -31300, an expired card -31301, a wrong code -31103, too
 * many tries -31102, an unverified or removed token -31400, not enough money
 * -31630, a receipt paid twice -31402), and keeps its receipts by order id
 * (a receipt made again for the same order answers the one not cancelled).
 * A token is `fake:<card index>:<nonce>`: after a restart a saved token is
 * still known as verified, as the processor keeps it.
 */
export class LocalCardGateway implements CardGateway {
  readonly name = 'local';
  readonly cards: FakeCard[] = FAKE_CARDS.map((c) => ({ ...c }));
  private readonly tokens = new Map<string, TokenState>();
  private readonly receipts = new Map<string, GatewayReceipt & { token?: string }>();
  private failures: { how: FakeCardFailure; method: keyof CardGateway | undefined }[] = [];
  /** Receipts paid (each once), for tests. */
  paid = 0;

  /** Adds a card (a test's); answers it. */
  addCard(card: FakeCard): FakeCard {
    const copy = { ...card };
    this.cards.push(copy);
    return copy;
  }

  /** The receipts paid and not cancelled: their order ids and amounts (what the cards were charged). */
  charged(): { orderId: string; amount: number }[] {
    return [...this.receipts.values()]
      .filter((r) => r.state === RECEIPT_STATE.PAID)
      .map((r) => ({ orderId: r.account.order_id, amount: r.amount }));
  }

  card(number: string): FakeCard | undefined {
    return this.cards.find((c) => c.number === number);
  }

  /** Makes the card `number` hold `tiyin` (a receipt for more is refused: -31630, not enough money). */
  setBalance(number: string, tiyin: number): void {
    const card = this.card(number);
    if (!card) throw new Error(`no fake card ${number}`);
    card.balance = tiyin;
  }

  /** The next `count` calls (of `method` only, when given) fail the given way. */
  failNext(count: number, how: FakeCardFailure = 'down', method?: keyof CardGateway): void {
    this.failures.push(...Array.from({ length: count }, () => ({ how, method })));
  }

  /** Runs a call as the processor would, failing it first if told to. */
  private async call<T>(method: keyof CardGateway, work: () => T): Promise<T> {
    const index = this.failures.findIndex((f) => f.method === undefined || f.method === method);
    const failure = index < 0 ? undefined : this.failures.splice(index, 1)[0]?.how;
    if (failure === 'down') throw new CardGatewayError(CARD_ERRORS.TIMEOUT, 'card processor unreachable');
    const answer = work();
    if (failure === 'lost') throw new CardGatewayError(CARD_ERRORS.TIMEOUT, 'card processor answer lost');
    return answer;
  }

  private tokenState(token: string): TokenState {
    const known = this.tokens.get(token);
    if (known && known.card < 0) throw new CardGatewayError(CARD_ERRORS.TOKEN_NOT_FOUND, 'card removed');
    if (known) return known;
    const match = /^fake:(\d+):[\w-]+$/.exec(token);
    const index = match ? Number(match[1]) : -1;
    if (!match || !this.cards[index])
      throw new CardGatewayError(CARD_ERRORS.TOKEN_NOT_FOUND, 'card not found');
    // a saved token the processor issued before this process started: verified
    const state = { card: index, verified: true, codeSent: false, attempts: 0 };
    this.tokens.set(token, state);
    return state;
  }

  private shown(token: string, state: TokenState): GatewayCard {
    const card = this.cards[state.card] as FakeCard;
    return {
      number: maskCard(card.number),
      expire: card.expire,
      token,
      recurrent: true,
      verify: state.verified,
    };
  }

  private usable(token: string): [TokenState, FakeCard] {
    const state = this.tokenState(token);
    if (!state.verified) throw new CardGatewayError(CARD_ERRORS.TOKEN_NOT_FOUND, 'card not verified');
    const card = this.cards[state.card] as FakeCard;
    if (card.expired) throw new CardGatewayError(CARD_ERRORS.CARD_EXPIRED, 'card expired');
    return [state, card];
  }

  cardsCreate(number: string, expire: string, _save: boolean) {
    return this.call('cardsCreate', () => {
      const index = this.cards.findIndex((c) => c.number === number);
      const card = this.cards[index];
      if (!card) throw new CardGatewayError(CARD_ERRORS.CARD_NOT_FOUND, 'card number not found');
      if (card.expired || card.expire !== expire)
        throw new CardGatewayError(CARD_ERRORS.CARD_EXPIRED, 'card expired');
      const token = `fake:${index}:${randomUUID()}`;
      const state = { card: index, verified: false, codeSent: false, attempts: 0 };
      this.tokens.set(token, state);
      return this.shown(token, state);
    });
  }

  cardsGetVerifyCode(token: string) {
    return this.call('cardsGetVerifyCode', () => {
      const state = this.tokenState(token);
      state.codeSent = true;
      state.attempts = 0;
      return { sent: true, phone: (this.cards[state.card] as FakeCard).phone, wait: 60_000 };
    });
  }

  cardsVerify(token: string, code: string) {
    return this.call('cardsVerify', () => {
      const state = this.tokenState(token);
      if (state.attempts >= MAX_CODE_ATTEMPTS)
        throw new CardGatewayError(CARD_ERRORS.CODE_ATTEMPTS, 'too many attempts');
      if (!state.codeSent || code !== (this.cards[state.card] as FakeCard).code) {
        state.attempts += 1;
        throw new CardGatewayError(CARD_ERRORS.WRONG_CODE, 'wrong code');
      }
      state.verified = true;
      return this.shown(token, state);
    });
  }

  cardsCheck(token: string) {
    return this.call('cardsCheck', () => this.shown(token, this.tokenState(token)));
  }

  cardsRemove(token: string) {
    return this.call('cardsRemove', () => {
      this.tokenState(token);
      this.tokens.set(token, { card: -1, verified: false, codeSent: false, attempts: 0 });
    });
  }

  receiptsCreate(amount: number, orderId: string, _description: string) {
    return this.call('receiptsCreate', () => {
      if (!Number.isSafeInteger(amount) || amount < 100)
        throw new CardGatewayError(CARD_ERRORS.INVALID_AMOUNT, 'invalid amount');
      const receipt = {
        _id: randomUUID().replace(/-/g, '').slice(0, 24),
        state: 0,
        amount,
        account: { order_id: orderId },
      };
      this.receipts.set(receipt._id, receipt);
      return { ...receipt };
    });
  }

  private receipt(id: string) {
    const receipt = this.receipts.get(id);
    if (!receipt) throw new CardGatewayError(CARD_ERRORS.RECEIPT_NOT_FOUND, 'receipt not found');
    return receipt;
  }

  receiptsPay(id: string, token: string) {
    return this.call('receiptsPay', () => {
      const receipt = this.receipt(id);
      if (receipt.state === RECEIPT_STATE.PAID)
        throw new CardGatewayError(CARD_ERRORS.RECEIPT_ALREADY_PAID, 'receipt already paid');
      if (receipt.state === RECEIPT_STATE.CANCELLED)
        throw new CardGatewayError(CARD_ERRORS.RECEIPT_CANCELLED, 'receipt cancelled');
      const [, card] = this.usable(token);
      if (card.balance < receipt.amount)
        throw new CardGatewayError(CARD_ERRORS.INSUFFICIENT_FUNDS, 'insufficient funds');
      card.balance -= receipt.amount;
      receipt.state = RECEIPT_STATE.PAID;
      receipt.token = token;
      this.paid += 1;
      return { _id: receipt._id, state: receipt.state, amount: receipt.amount, account: receipt.account };
    });
  }

  receiptsCancel(id: string) {
    return this.call('receiptsCancel', () => {
      const receipt = this.receipt(id);
      if (receipt.state === RECEIPT_STATE.PAID && receipt.token) {
        const state = this.tokens.get(receipt.token);
        const card = state ? this.cards[state.card] : undefined;
        if (card) card.balance += receipt.amount;
      }
      receipt.state = RECEIPT_STATE.CANCELLED;
      return { _id: receipt._id, state: receipt.state, amount: receipt.amount, account: receipt.account };
    });
  }

  receiptsCheck(id: string) {
    return this.call('receiptsCheck', () => ({ state: this.receipt(id).state }));
  }
}
