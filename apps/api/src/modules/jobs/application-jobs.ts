import type { CardGateway } from '../auto-pay/card-gateway.ts';
import { LocalCardGateway } from '../auto-pay/card-gateway-fake.ts';
import { autoPayDebitJob } from '../auto-pay/debit-job.ts';
import { fiscalReceiptsJob } from '../cash-trading/receipts.ts';
import { type KatmProvider, LocalKatm } from '../client-ratings/katm/provider.ts';
import { katmSubmissionsJob } from '../client-ratings/katm/submissions.ts';
import { closeOfDayJob } from '../close-of-day/job.ts';
import { type FiscalRegister, LocalFiscalRegister } from '../integrations/fiscal-register.ts';
import { type ImeiRegistry, LocalImeiRegistry } from '../integrations/imei-registry.ts';
import { imeiReportJob } from '../integrations/imei-report.ts';
import { sessionsPurgeJob } from '../sessions/purge.ts';
import { LocalSmsGateway } from '../sms/fake-gateway.ts';
import { smsSendJob } from '../sms/sender.ts';
import type { SmsSetup } from '../sms/setup.ts';
import type { JobDefinition } from './registry.ts';

/**
 * Every background job of the application. A module declares its job beside
 * its own code (`defineJob` in the module) and lists it here; the close of
 * day, SMS sending and card debits of later issues register the same way.
 */
export function applicationJobs(
  deps: {
    imeiRegistry?: ImeiRegistry;
    fiscal?: FiscalRegister;
    katm?: KatmProvider;
    sms?: Omit<SmsSetup, 'sendAtOnce'>;
    cardGateway?: CardGateway;
  } = {},
): JobDefinition[] {
  return [
    sessionsPurgeJob,
    closeOfDayJob,
    imeiReportJob(deps.imeiRegistry ?? new LocalImeiRegistry()),
    fiscalReceiptsJob(deps.fiscal ?? new LocalFiscalRegister()),
    katmSubmissionsJob(deps.katm ?? new LocalKatm()),
    smsSendJob(deps.sms?.gateway ?? new LocalSmsGateway(), deps.sms?.callbackUrl ?? (async () => null)),
    autoPayDebitJob(deps.cardGateway ?? new LocalCardGateway()),
  ];
}
