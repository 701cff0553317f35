// The stock area's enums without zod (list screens import these, not the schemas; the schemas index
// re-exports them through `stock.ts`): the stock ledger's movement types and a supplier bonus's statuses.

/**
 * The stock ledger's movement types (product.md section 3, in its order):
 * what the ledger posts and the practices list filters and names.
 */
export const MOVEMENT_TYPES = [
  'INPUT',
  'OUTPUT',
  'MOVE_INPUT',
  'MOVE_OUTPUT',
  'RETURNED_PRODUCT',
  'EXPENSE_INPUT',
  'EXPENSE_OUTPUT',
  'COUNTING_ACT_INPUT',
  'COUNTING_ACT_OUTPUT',
  /** Fixed assets leaving the warehouse to be used (basic-tools). */
  'PUT_TO_USE',
  /** Quantity 0: what settling a deficit cost beyond (or below) what the deficit was booked at. */
  'COST_DIFFERENCE',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** The statuses of a supplier bonus (supplier-calculations). */
export const SUPPLIER_BONUS_STATUSES = ['CREATED', 'APPROVED', 'CANCELED'] as const;
export type SupplierBonusStatus = (typeof SUPPLIER_BONUS_STATUSES)[number];
