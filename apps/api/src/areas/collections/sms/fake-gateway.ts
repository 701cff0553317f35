import {
  outcomeOf,
  type SmsDelivery,
  type SmsGateway,
  type SmsSendRequest,
  type SmsSendResult,
} from './gateway.ts';

/**
 * How the fake fails its next sends: unreachable (a timeout), a 5xx answer,
 * a refusal of the message, accepted but not delivered (REJECTD), or
 * delivered with its callback reported twice.
 */
export type FakeSmsFailure = 'timeout' | 'server-error' | 'refuse' | 'reject' | 'duplicate-callback';

/** A delivery callback as the provider posts it to `callback_url` (Eskiz's body). */
export interface SmsCallbackBody {
  request_id: string;
  message_id: string;
  user_sms_id: string;
  phone_number: string;
  status: string;
  status_date: string;
}

interface FakeMessage {
  request: SmsSendRequest;
  status: string;
}

/**
 * The local SMS provider, the default: it accepts a message with an id like
 * Eskiz's (`waiting`), delivers it at once (DELIVRD) unless told otherwise,
 * answers its status by id, and keeps the callbacks it would have posted
 * (`takeCallbacks`) for whoever plays them to the callback route. Tests make
 * it fail (`failNext`). Nothing leaves the process.
 */
export class LocalSmsGateway implements SmsGateway {
  readonly name = 'local';
  private seq = 0;
  private readonly messages = new Map<string, FakeMessage>();
  private failures: FakeSmsFailure[] = [];
  private callbacks: SmsCallbackBody[] = [];

  /** The next `count` sends fail in the given way. */
  failNext(count: number, how: FakeSmsFailure): void {
    this.failures.push(...Array.from({ length: count }, () => how));
  }

  /** Every message the fake accepted, in order (what a phone would have received). */
  get sent(): readonly SmsSendRequest[] {
    return [...this.messages.values()].map((m) => m.request);
  }

  async send(request: SmsSendRequest): Promise<SmsSendResult> {
    const failure = this.failures.shift();
    if (failure === 'timeout') throw new Error('SMS provider timed out');
    if (failure === 'server-error') return { ok: false, retry: true, message: '502: Bad Gateway' };
    if (failure === 'refuse')
      return { ok: false, retry: false, message: '400: Invalid mobile phone or text' };
    this.seq += 1;
    const providerId = `local-${String(this.seq).padStart(8, '0')}`;
    const status = failure === 'reject' ? 'REJECTD' : 'DELIVRD';
    this.messages.set(providerId, { request, status });
    if (request.callbackUrl) {
      const body: SmsCallbackBody = {
        request_id: providerId,
        message_id: providerId,
        user_sms_id: String(request.messageId),
        phone_number: request.phone,
        status,
        status_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      };
      this.callbacks.push(body);
      if (failure === 'duplicate-callback') this.callbacks.push({ ...body });
    }
    return { ok: true, providerId, providerStatus: 'waiting' };
  }

  async status(providerId: string): Promise<SmsDelivery | null> {
    const message = this.messages.get(providerId);
    if (!message) return null;
    return { providerId, outcome: outcomeOf(message.status), providerStatus: message.status };
  }

  /** The delivery callbacks not yet taken, with the URL each goes to. */
  takeCallbacks(): { url: string; body: SmsCallbackBody }[] {
    const taken = this.callbacks.map((body) => ({
      url: this.messages.get(body.request_id)?.request.callbackUrl ?? '',
      body,
    }));
    this.callbacks = [];
    return taken;
  }
}
