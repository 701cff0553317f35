import { sessionsPurgeJob } from '../areas/admin/sessions/purge.ts';
import { type FiscalRegister, LocalFiscalRegister } from '../areas/catalog/integrations/fiscal-register.ts';
import { type ImeiRegistry, LocalImeiRegistry } from '../areas/catalog/integrations/imei-registry.ts';
import { imeiReportJob } from '../areas/catalog/integrations/imei-report.ts';
import type { CardGateway } from '../areas/collections/auto-pay/card-gateway.ts';
import { LocalCardGateway } from '../areas/collections/auto-pay/card-gateway-fake.ts';
import { autoPayDebitJob } from '../areas/collections/auto-pay/debit-job.ts';
import { type KatmProvider, LocalKatm } from '../areas/collections/client-ratings/katm/provider.ts';
import { katmSubmissionsJob } from '../areas/collections/client-ratings/katm/submissions.ts';
import { LocalSmsGateway } from '../areas/collections/sms/fake-gateway.ts';
import { smsSendJob } from '../areas/collections/sms/sender.ts';
import type { SmsSetup } from '../areas/collections/sms/setup.ts';
import { fiscalReceiptsJob } from '../areas/sales/cash-trading/receipts.ts';
import { closeOfDayJob } from '../platform/close-of-day/job.ts';
import type { JobDefinition } from '../platform/jobs/registry.ts';
import { closeOfDaySteps } from './close-of-day-steps.ts';

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
    closeOfDayJob(closeOfDaySteps),
    imeiReportJob(deps.imeiRegistry ?? new LocalImeiRegistry()),
    fiscalReceiptsJob(deps.fiscal ?? new LocalFiscalRegister()),
    katmSubmissionsJob(deps.katm ?? new LocalKatm()),
    smsSendJob(deps.sms?.gateway ?? new LocalSmsGateway(), deps.sms?.callbackUrl ?? (async () => null)),
    autoPayDebitJob(deps.cardGateway ?? new LocalCardGateway()),
  ];
}
