/**
 * The card processor behind auto-payment, shaped like Payme's Subscribe API
 * (JSON-RPC 2.0 at `checkout.paycom.uz/api`, header `X-Auth: <id>:<key>`;
 * the card methods need only the id): a card is tokenised (`cards.create`),
 * confirmed by an SMS code (`cards.get_verify_code`, `cards.verify`), and
 * charged through a receipt (`receipts.create` with the amount in tiyin and
 * `account.order_id`, then `receipts.pay` with the token). A receipt is paid
 * at most once (a second `receipts.pay` is refused with -31402), so a
 * receipt made once per debit row never charges twice.
 *
 * Error codes as Payme's documentation and client libraries give them
 * (DECISIONS.md "Auto-payment" says which were assumed).
 */

export const CARD_ERRORS = {
  /** The processor is not available. */
  UNAVAILABLE: -31001,
  /** Processing centre not available. */
  PROCESSING_UNAVAILABLE: -31002,
  /** Too many code attempts. */
  CODE_ATTEMPTS: -31102,
  /** Wrong SMS code. */
  WRONG_CODE: -31103,
  /** No such card number. */
  CARD_NOT_FOUND: -31300,
  /** The card has expired. */
  CARD_EXPIRED: -31301,
  /** The card is blocked. */
  CARD_BLOCKED: -31302,
  /** No card for the token (removed, never verified). */
  TOKEN_NOT_FOUND: -31400,
  RECEIPT_NOT_FOUND: -31401,
  RECEIPT_ALREADY_PAID: -31402,
  RECEIPT_CANCELLED: -31403,
  /** Bad amount. */
  INVALID_AMOUNT: -31611,
  /** Not enough money on the card (assumed: see DECISIONS.md). */
  INSUFFICIENT_FUNDS: -31630,
  /** A call that got no answer in time (ours, not Payme's). */
  TIMEOUT: -1,
} as const;

/** A refusal or failure of the processor: its code and message; `TIMEOUT` when the answer never came. */
export class CardGatewayError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
  get timedOut(): boolean {
    return this.code === CARD_ERRORS.TIMEOUT;
  }
}

/** A card as the processor shows it (`cards.*`). */
export interface GatewayCard {
  /** Masked: `860006******6311`. */
  number: string;
  expire: string;
  token: string;
  recurrent: boolean;
  verify: boolean;
}

/**
 * Receipt states as Payme counts them: 0 created, 1–3 being paid, 4 paid,
 * 5 held, 20 paused, 21 queued to cancel, 30 queued to close, 50 cancelled.
 */
export const RECEIPT_STATE = { CREATED: 0, PAID: 4, CANCELLED: 50 } as const;

export interface GatewayReceipt {
  _id: string;
  state: number;
  /** Tiyin. */
  amount: number;
  account: { order_id: string };
}

export interface CardGateway {
  readonly name: string;
  cardsCreate(number: string, expire: string, save: boolean): Promise<GatewayCard>;
  /** Sends the code to the card's phone: the phone as shown (masked) and how long to wait, ms. */
  cardsGetVerifyCode(token: string): Promise<{ sent: boolean; phone: string; wait: number }>;
  cardsVerify(token: string, code: string): Promise<GatewayCard>;
  cardsCheck(token: string): Promise<GatewayCard>;
  cardsRemove(token: string): Promise<void>;
  receiptsCreate(amount: number, orderId: string, description: string): Promise<GatewayReceipt>;
  receiptsPay(id: string, token: string): Promise<GatewayReceipt>;
  receiptsCancel(id: string): Promise<GatewayReceipt>;
  receiptsCheck(id: string): Promise<{ state: number }>;
}

/** `8600069195406311` → `860006******6311` (the first six and the last four, as processors show them). */
export const maskCard = (number: string): string =>
  `${number.slice(0, 6)}${'*'.repeat(Math.max(number.length - 10, 0))}${number.slice(-4)}`;
