/**
 * The tax office's online cash register (OFD, "onlayn NKM") behind an
 * interface, so the product runs and is tested without it. A receipt is the
 * service's JSON: its items (name, SPIC/MXIK code, package code, price and
 * quantity, VAT included and its percent, discount) and what was received in
 * cash and by card; the answer names the register (terminal), the receipt's
 * number there, its fiscal sign and the QR address a buyer checks it at.
 * Amounts are tiyin, quantities thousandths, as the service counts them.
 */

export interface OfdItem {
  Name: string;
  Barcode: string;
  Labels: string[];
  /** The product's MXIK (IKPU) code. */
  SPIC: string;
  /** The unit's code. */
  Units: number;
  PackageCode: string;
  /** Unit price, tiyin. */
  GoodPrice: number;
  /** The line's sum before its discount, tiyin. */
  Price: number;
  /** Quantity, thousandths. */
  Amount: number;
  /** VAT within (Price − Discount − Other), tiyin. */
  VAT: number;
  VATPercent: number;
  Discount: number;
  /** Paid otherwise (bonuses); always 0 here. */
  Other: number;
}

/** The receipt a refund returns: the register's own names of it. */
export interface OfdRefundInfo {
  TerminalID: string;
  ReceiptId: string;
  DateTime: string;
  FiscalSign: string;
}

export interface OfdReceipt {
  Items: OfdItem[];
  ReceivedCash: number;
  ReceivedCard: number;
  /** `YYYY-MM-DD HH:mm:ss`, Tashkent. */
  Time: string;
  RefundInfo?: OfdRefundInfo;
}

export type FiscalKind = 'SALE' | 'REFUND';

export type FiscalResult =
  | { ok: true; terminalId: string; receiptId: string; fiscalSign: string; qrUrl: string; time: string }
  | { ok: false; message: string };

/**
 * A register of receipts. `requestId` is the caller's idempotency key: the
 * same id again answers the receipt it made (the real service keeps it as
 * `Idempotency-Key`), so a retry after a lost answer never makes a second
 * receipt. A thrown error is a failure to reach the service.
 */
export interface FiscalRegister {
  readonly name: string;
  register(kind: FiscalKind, requestId: string, receipt: OfdReceipt): Promise<FiscalResult>;
}

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The VAT inside a gross sum at a percent, rounded half up to the tiyin (the service's rule). */
export function vatOf(gross: number, percent: number): number {
  if (percent <= 0) return 0;
  return Math.round((gross * percent) / (100 + percent));
}

/**
 * What the service refuses in a receipt (its error texts), or null: no items,
 * a line whose quantity, sums, discount or VAT do not add up, received money
 * that is not the receipt's sum, a malformed time, a refund of nothing.
 */
export function receiptProblem(kind: FiscalKind, receipt: OfdReceipt): string | null {
  if (receipt.Items.length === 0) return 'ERROR_EMPTY_ITEMS';
  if (!TIME.test(receipt.Time)) return 'ERROR_TIME_FORMAT';
  let total = 0;
  for (const [i, item] of receipt.Items.entries()) {
    const ints = [item.Price, item.Amount, item.VAT, item.Discount, item.Other, item.GoodPrice];
    if (ints.some((n) => !Number.isSafeInteger(n) || n < 0)) return `ERROR_ITEM_${i}_NUMBERS`;
    if (item.Amount === 0 || item.Name.trim() === '') return `ERROR_ITEM_${i}_EMPTY`;
    if (item.Discount + item.Other > item.Price) return `ERROR_ITEM_${i}_DISCOUNT`;
    if (item.VAT !== vatOf(item.Price - item.Discount - item.Other, item.VATPercent))
      return `ERROR_ITEM_${i}_VAT`;
    total += item.Price - item.Discount - item.Other;
  }
  if (receipt.ReceivedCash < 0 || receipt.ReceivedCard < 0) return 'ERROR_RECEIVED';
  if (receipt.ReceivedCash + receipt.ReceivedCard !== total) return 'ERROR_RECEIVED_TOTAL';
  if (kind === 'REFUND' && !receipt.RefundInfo) return 'ERROR_REFUND_INFO';
  return null;
}

/** `2025-03-01 14:05:09` → `20250301140509`, as the QR address carries it. */
const compactTime = (time: string) => time.replace(/\D/g, '');

/** The address a buyer checks a receipt at (the QR code's text). */
export const checkUrl = (terminalId: string, receiptId: string, time: string, sign: string) =>
  `https://ofd.soliq.uz/check?t=${terminalId}&r=${receiptId}&c=${compactTime(time)}&s=${sign}`;

/** How the local fake fails its next calls: refuses, loses its answer after registering, or is unreachable. */
export type FakeFailure = 'refuse' | 'lost' | 'down';

/**
 * The local fake of the online cash register, the default: it checks a
 * receipt as the service does (`receiptProblem`), numbers receipts on one
 * terminal, signs them with 12 digits, answers the same receipt for the same
 * request id, and refuses a refund of a receipt it never issued. Tests make
 * it fail (`failNext`): refuse, register but lose the answer (a timeout), or
 * be down.
 */
export class LocalFiscalRegister implements FiscalRegister {
  readonly name = 'local';
  readonly terminalId: string;
  private seq = 0;
  private readonly byRequest = new Map<string, FiscalResult & { ok: true }>();
  private readonly issued = new Set<string>();
  private failures: FakeFailure[] = [];

  constructor(terminalId = 'LG420230630001') {
    this.terminalId = terminalId;
  }

  /** The next `count` calls fail in the given way. */
  failNext(count: number, how: FakeFailure = 'down'): void {
    this.failures.push(...Array.from({ length: count }, () => how));
  }

  /** How many receipts were registered (requests answered from memory not counted). */
  get registered(): number {
    return this.seq;
  }

  async register(kind: FiscalKind, requestId: string, receipt: OfdReceipt): Promise<FiscalResult> {
    const failure = this.failures.shift();
    if (failure === 'down') throw new Error('fiscal register unreachable');
    if (failure === 'refuse') return { ok: false, message: 'ERROR_SERVICE_UNAVAILABLE' };
    const known = this.byRequest.get(requestId);
    if (known) return known;
    const problem = receiptProblem(kind, receipt);
    if (problem) return { ok: false, message: problem };
    if (kind === 'REFUND' && receipt.RefundInfo) {
      const { TerminalID, ReceiptId } = receipt.RefundInfo;
      if (!this.issued.has(`${TerminalID}:${ReceiptId}`))
        return { ok: false, message: 'ERROR_RECEIPT_NOT_FOUND' };
    }
    this.seq += 1;
    const receiptId = String(this.seq);
    const fiscalSign = String(100_000_000_000 + ((this.seq * 7_919_993) % 900_000_000_000));
    const answer = {
      ok: true as const,
      terminalId: this.terminalId,
      receiptId,
      fiscalSign,
      qrUrl: checkUrl(this.terminalId, receiptId, receipt.Time, fiscalSign),
      time: receipt.Time,
    };
    this.byRequest.set(requestId, answer);
    this.issued.add(`${this.terminalId}:${receiptId}`);
    if (failure === 'lost') throw new Error('fiscal register answer lost');
    return answer;
  }
}
