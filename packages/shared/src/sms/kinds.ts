/** Why a message is sent: by hand, a bulk send, or automatically (reminder, missed payment, receipt). */
export const SMS_KINDS = ['MANUAL', 'BULK', 'REMINDER', 'MISSED', 'RECEIPT'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** A message's way: queued, handed to the provider, delivered, or not sent / not delivered. */
export const SMS_STATUSES = ['WAITING', 'SENDING', 'DONE', 'REFUSED'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
