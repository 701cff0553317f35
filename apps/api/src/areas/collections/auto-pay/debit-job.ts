import { defineJob } from '../../../platform/jobs/registry.ts';
import type { CardGateway } from './card-gateway.ts';
import { runDebits } from './debits.ts';

/**
 * `auto-pay.debit`: pays the debits the close of day queued (and retries
 * those whose answer was lost), at a quarter past every hour from 9 to 20
 * in Tashkent, one run at a time (each row is claimed besides: a second run
 * would skip it). Also run from `/auto-pay/list-of-payments`.
 */
export const autoPayDebitJob = (gateway: CardGateway) =>
  defineJob<Record<string, never>>({
    name: 'auto-pay.debit',
    singleton: true,
    cron: '15 9-20 * * *',
    expireInSeconds: 3600,
    retry: { limit: 3, delaySeconds: 300, backoff: true, maxDelaySeconds: 1800 },
    run: async (_data, { db, log }) => {
      const counts = await runDebits(db, gateway);
      log(`auto-pay: ${JSON.stringify(counts)}`);
      return counts;
    },
  });
