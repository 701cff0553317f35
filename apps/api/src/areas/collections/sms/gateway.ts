/**
 * The SMS provider behind an interface (shaped like Eskiz.uz's API), so the
 * product runs and is tested without it. `send` hands one message over and
 * answers the provider's id for it; the delivery result comes later, by the
 * provider's callback to our `callbackUrl` or by asking `status`.
 */

export interface SmsSendRequest {
  /** Our message id (the provider keeps it as `user_sms_id`). */
  messageId: number;
  /** `998` and 9 digits. */
  phone: string;
  text: string;
  /** Where the provider reports the delivery status; null: ask `status` instead. */
  callbackUrl: string | null;
}

/**
 * What a send answers: accepted with the provider's id; or refused for good
 * (`retry` false: a bad number, a text the provider will not send) or for
 * now (`retry` true: its 5xx, a limit). A thrown error (unreachable, timed
 * out) is retried like `retry` true.
 */
export type SmsSendResult =
  | { ok: true; providerId: string; providerStatus: string }
  | { ok: false; retry: boolean; message: string };

/** Our reading of a provider status word: still on its way, delivered, or not delivered. */
export type SmsOutcome = 'PENDING' | 'DONE' | 'REFUSED';

export interface SmsDelivery {
  providerId: string;
  outcome: SmsOutcome;
  /** The provider's word, e.g. `DELIVRD`, `REJECTD`. */
  providerStatus: string;
}

export interface SmsGateway {
  readonly name: string;
  send(request: SmsSendRequest): Promise<SmsSendResult>;
  /** The delivery status of a sent message; null when the provider does not know the id. */
  status(providerId: string): Promise<SmsDelivery | null>;
}

/**
 * Eskiz's status words (delivery reports of the operators, SMPP style):
 * delivered ones are DONE, the final failures REFUSED, the rest (WAITING,
 * TRANSMTD, ACCEPTD, …) still on their way.
 */
export function outcomeOf(providerStatus: string): SmsOutcome {
  const status = providerStatus.trim().toUpperCase();
  if (status === 'DELIVRD' || status === 'DELIVERED') return 'DONE';
  if (
    ['REJECTD', 'REJECTED', 'UNDELIV', 'UNDELIVERABLE', 'EXPIRED', 'DELETED', 'FAILED', 'ERROR'].includes(
      status,
    )
  )
    return 'REFUSED';
  return 'PENDING';
}
