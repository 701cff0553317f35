/**
 * The credit bureau (KATM, Kredit axboroti milliy markazi) behind an
 * interface, so the product runs and is tested without it. Modelled on its
 * lender API: a bearer token (the secret setting `credit_bureau_api_key`), one JSON
 * report per form — APPLICATION (claim registration), DECLINE (the claim
 * refused), CONTRACT (the credit agreement on the claim), SCHEDULE (its
 * repayment schedule), REPAYMENT (a payment), STATUS (the debt and days
 * late as of a date) — each naming its `claim_id` and carrying our
 * `request_id` (the idempotency key): the bureau answers a repeated
 * request id with the report it made (code `DUPLICATE`), never a second one.
 */

export const KATM_FORMS = ['APPLICATION', 'DECLINE', 'CONTRACT', 'SCHEDULE', 'REPAYMENT', 'STATUS'] as const;
export type KatmForm = (typeof KATM_FORMS)[number];

/** The report as sent: the form's fields (see `forms.ts`) under the claim id. */
export interface KatmReport {
  claim_id: string;
  request_id: string;
  data: Record<string, unknown>;
}

/** What the bureau answered; `raw` is kept with the submission. */
export type KatmResult =
  | { ok: true; reportId: string; duplicate: boolean; raw: Record<string, unknown> }
  | { ok: false; code: string; message: string; raw: Record<string, unknown> };

/** A credit bureau. A thrown error is a failure to reach it (timeout, down): the report is re-sent. */
export interface KatmProvider {
  readonly name: string;
  submit(form: KatmForm, report: KatmReport): Promise<KatmResult>;
}

/** How the fake fails its next calls: times out (after taking the report), refuses it, or is down. */
export type KatmFakeFailure = 'timeout' | 'refuse' | 'down';

/**
 * The local fake, the default: checks a report as the bureau does (a claim
 * id, a PINFL of 14 digits for an application), numbers the reports it
 * takes, answers a repeated request id with `DUPLICATE` and the first
 * report's id, and refuses a form about a claim it never registered (except
 * an application or a decline, which open it). Tests make it fail
 * (`failNext`): a timeout after taking the report (the retry then meets a
 * duplicate), a refusal, or down.
 */
export class LocalKatm implements KatmProvider {
  readonly name = 'local';
  private readonly reports = new Map<string, string>();
  private readonly claims = new Set<string>();
  private readonly failures: KatmFakeFailure[] = [];
  private next = 1;
  /** Every report taken, in order (tests read it). */
  readonly taken: { form: KatmForm; report: KatmReport; reportId: string }[] = [];

  failNext(failure: KatmFakeFailure, times = 1): void {
    for (let i = 0; i < times; i += 1) this.failures.push(failure);
  }

  async submit(form: KatmForm, report: KatmReport): Promise<KatmResult> {
    const failure = this.failures.shift();
    if (failure === 'down') throw new Error('connect ECONNREFUSED (KATM fake is down)');
    if (failure === 'refuse') return this.refuse('SERVICE_REFUSED', 'the bureau refused the report (fake)');
    const earlier = this.reports.get(report.request_id);
    if (earlier) {
      const raw = {
        result: { code: 'DUPLICATE', message: 'report already taken' },
        data: { report_id: earlier },
      };
      return { ok: true, reportId: earlier, duplicate: true, raw };
    }
    const problem = this.problem(form, report);
    if (problem) return this.refuse(problem, `the report does not pass the check: ${problem}`);
    const reportId = `KR${String(this.next).padStart(8, '0')}`;
    this.next += 1;
    this.reports.set(report.request_id, reportId);
    if (form === 'APPLICATION' || form === 'DECLINE') this.claims.add(report.claim_id);
    this.taken.push({ form, report, reportId });
    if (failure === 'timeout') throw new Error('The operation was aborted due to timeout (KATM fake)');
    return {
      ok: true,
      reportId,
      duplicate: false,
      raw: { result: { code: 'OK', message: 'accepted' }, data: { report_id: reportId } },
    };
  }

  private problem(form: KatmForm, report: KatmReport): string | null {
    if (!report.claim_id) return 'CLAIM_ID_EMPTY';
    if (form === 'APPLICATION') {
      const pinfl = report.data.pinfl;
      if (typeof pinfl !== 'string' || !/^\d{14}$/.test(pinfl)) return 'PINFL_INVALID';
    }
    if (form !== 'APPLICATION' && form !== 'DECLINE' && !this.claims.has(report.claim_id)) {
      // a contract of a claim registered before this process started: the fake takes it as known
      this.claims.add(report.claim_id);
    }
    return null;
  }

  private refuse(code: string, message: string): KatmResult {
    return { ok: false, code, message, raw: { result: { code, message } } };
  }
}
