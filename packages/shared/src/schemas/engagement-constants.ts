/** Resale offers' states and outcomes, without zod (the offer lists import these, not the schemas). */

/** OFFERED, then INVITED, UNFINISHED (call back on a date) or REJECTED; ACCEPTED opens a client order. */
export const OFFER_STATUSES = ['OFFERED', 'INVITED', 'UNFINISHED', 'REJECTED', 'ACCEPTED'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The outcomes a conversation records. */
export const OFFER_OUTCOMES = ['INVITED', 'UNFINISHED', 'REJECTED'] as const satisfies readonly OfferStatus[];
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];

/** Offers still open: an outcome may be recorded and the offer accepted (else 409). */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['OFFERED', 'INVITED', 'UNFINISHED'];
