import type { Db } from '../../../platform/db/client.ts';
import { LocalSmsGateway } from './fake-gateway.ts';
import type { SmsGateway } from './gateway.ts';
import { runSmsSender } from './sender.ts';

/** How this server sends SMS: the provider, the callback address, and whether a queued message is sent at once. */
export interface SmsSetup {
  gateway: SmsGateway;
  /** `<SMS_CALLBACK_URL>/api/sms/callback/<sms_callback_token>`, or null: the sender polls the status. */
  callbackUrl: () => Promise<string | null>;
  /** Send right after a screen queues (else the `sms.send` job's next minute); tests turn it off to drive the sender. */
  sendAtOnce: boolean;
}

/** The default: the local fake, no callbacks (it answers the status poll), sent at once. */
export const localSmsSetup = (): SmsSetup => ({
  gateway: new LocalSmsGateway(),
  callbackUrl: async () => null,
  sendAtOnce: true,
});

/** Starts the sender in the background after messages were queued (errors only logged: the job picks them up). */
export function kickSender(db: Db, setup: SmsSetup, log: (message: string) => void): void {
  if (!setup.sendAtOnce) return;
  setImmediate(() => {
    runSmsSender(db, setup.gateway, { callbackUrl: setup.callbackUrl }).catch((error: unknown) =>
      log(`sms sender: ${error instanceof Error ? error.message : String(error)}`),
    );
  });
}
