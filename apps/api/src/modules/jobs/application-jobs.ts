import { fiscalReceiptsJob } from '../cash-trading/receipts.ts';
import { type FiscalRegister, LocalFiscalRegister } from '../integrations/fiscal-register.ts';
import { type ImeiRegistry, LocalImeiRegistry } from '../integrations/imei-registry.ts';
import { imeiReportJob } from '../integrations/imei-report.ts';
import { sessionsPurgeJob } from '../sessions/purge.ts';
import type { JobDefinition } from './registry.ts';

/**
 * Every background job of the application. A module declares its job beside
 * its own code (`defineJob` in the module) and lists it here; the close of
 * day, SMS sending and card debits of later issues register the same way.
 */
export function applicationJobs(
  deps: { imeiRegistry?: ImeiRegistry; fiscal?: FiscalRegister } = {},
): JobDefinition[] {
  return [
    sessionsPurgeJob,
    imeiReportJob(deps.imeiRegistry ?? new LocalImeiRegistry()),
    fiscalReceiptsJob(deps.fiscal ?? new LocalFiscalRegister()),
  ];
}
