import {
  type OfdItem,
  type OfdReceipt,
  type OfdRefundInfo,
  vatOf,
} from '../../catalog/integrations/fiscal-register.ts';

/** A line of a receipt, in the trade's terms (tiyin, thousandths). */
export interface ReceiptLine {
  name: string;
  barcode: string | null;
  /** Unit price. */
  price: bigint;
  quantity: bigint;
  /** price × quantity. */
  sum: bigint;
  discount: bigint;
}

/** What the tax office's codes for the goods are (general settings until products carry their own). */
export interface FiscalCodes {
  spic: string;
  packageCode: string;
  /** The unit's code (1: a piece). */
  units: number;
  vatPercent: number;
}

const n = (v: bigint): number => {
  const value = Number(v);
  if (!Number.isSafeInteger(value)) throw new RangeError('amount beyond a safe integer');
  return value;
};

function item(line: ReceiptLine, codes: FiscalCodes): OfdItem {
  const net = line.sum - line.discount;
  return {
    Name: line.name.slice(0, 250),
    Barcode: line.barcode ?? '',
    Labels: [],
    SPIC: codes.spic,
    Units: codes.units,
    PackageCode: codes.packageCode,
    GoodPrice: n(line.price),
    Price: n(line.sum),
    Amount: n(line.quantity),
    VAT: vatOf(n(net), codes.vatPercent),
    VATPercent: codes.vatPercent,
    Discount: n(line.discount),
    Other: 0,
  };
}

/**
 * The receipt JSON of a sale or of a refund: one item per line (VAT inside
 * what the line costs after its discount), and what came in cash and by card
 * (card, transfer and a fund's part are all "card": not cash). Its received
 * sums add up to the lines', as the service checks.
 */
export function receiptPayload(input: {
  lines: readonly ReceiptLine[];
  cash: bigint;
  card: bigint;
  time: string;
  codes: FiscalCodes;
  refundOf?: OfdRefundInfo;
}): OfdReceipt {
  const total = input.lines.reduce((sum, l) => sum + l.sum - l.discount, 0n);
  if (input.cash + input.card !== total) throw new RangeError('received money is not the receipt sum');
  return {
    Items: input.lines.map((l) => item(l, input.codes)),
    ReceivedCash: n(input.cash),
    ReceivedCard: n(input.card),
    Time: input.time,
    ...(input.refundOf ? { RefundInfo: input.refundOf } : {}),
  };
}
