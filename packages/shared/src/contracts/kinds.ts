/** A contract's states (DECISIONS.md "Instalment contracts" → States). */
export const CONTRACT_STATUSES = ['CREATED', 'ACTIVE', 'FREEZE', 'CLOSED', 'CANCELED', 'RETURNED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** What settles a schedule (apps/api/src/areas/sales/contracts/schema.ts `contract_settlements.kind`). */
export const SETTLEMENT_KINDS = [
  'PAYMENT',
  'PRE_PAYMENT',
  'ACCOUNT',
  'DISCOUNT',
  'EARLY_CLOSE_BONUS',
  'WRITE_OFF',
  'RETURN',
  /** Money paid back to the client (what a return leaves paid beyond the goods kept): negative `paid` allocations. */
  'REFUND',
] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

/** Kinds the client pays: their allocations are `paid`; every other kind's are `forgiven`. */
export const PAYING_KINDS: ReadonlySet<SettlementKind> = new Set([
  'PAYMENT',
  'PRE_PAYMENT',
  'ACCOUNT',
  'REFUND',
]);

/**
 * Kinds that post to the money journal, crediting the company-wide `contract`
 * account with what they allocate: so, per currency, minus that account's
 * balance equals the sum of these kinds' allocations. A discount, an
 * early-close bonus and a return move no money and post nothing.
 */
export const POSTING_KINDS: ReadonlySet<SettlementKind> = new Set([
  'PAYMENT',
  'PRE_PAYMENT',
  'ACCOUNT',
  'WRITE_OFF',
  'REFUND',
]);

/** How the money came: cash, card, transfer, or from the client's account. */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'TRANSFER', 'ACCOUNT'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
