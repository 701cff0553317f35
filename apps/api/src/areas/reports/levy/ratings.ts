import { builtDefinition, DEFAULT_BUCKET_EDGES } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import {
  inBranches,
  momentInPeriod,
  type ReportContext,
  type ServerReport,
  tashkentDay,
  when,
} from '../engine/define.ts';
import { bucketLabel, bucketNo } from './buckets.ts';

/** Records with no branch (an SMS to no contract) show only to a user who sees every branch and filtered none. */
export const branchOrAll = (column: SQL, ctx: ReportContext): SQL => sql`(${inBranches(column, ctx)}
  or (${column} is null and ${ctx.q.branch_id === undefined}
    and not exists (select 1 from branches bb where not (${inBranches(sql`bb.id`, ctx)}))))`;

/**
 * R0063 Client payment discipline: each client's discipline as the close of
 * day keeps it (`client_scores`: score, grade, instalments on time, paid late
 * and skipped, worst and current days late) and the bucket of their current
 * days late (the `bucket_edges` filter). The scores are today's: they are
 * kept, not dated, so the report has no "as of".
 */
export const discipline: ServerReport = {
  definition: builtDefinition('R0063'),
  source: (ctx) => {
    const edges = ctx.q.bucket_edges ?? DEFAULT_BUCKET_EDGES;
    return sql`select s.client_id, cl.full_name as client_name, cl.phones[1] as phone, b.name as branch_name,
        s.grade, s.score, 1 as clients, s.contracts, s.instalments, s.on_time, s.paid_late, s.skipped, s.open_late,
        s.worst_days_late, s.current_days_late,
        ${bucketLabel(edges, bucketNo(edges, sql`s.current_days_late`))} as bucket
      from client_scores s join clients cl on cl.id = s.client_id join branches b on b.id = s.branch_id
      where ${inBranches(sql`s.branch_id`, ctx)} and ${when(ctx.q.days, (v) => sql`s.current_days_late >= ${v}`)}`;
  },
  order: sql`score nulls last, client_name, client_id`,
};

/**
 * R0064 KATM submissions: the bureau forms made in the period (application,
 * decline, contract, schedule, repayment, status) with their state and the
 * bureau's message, by branch.
 */
export const katm: ServerReport = {
  definition: builtDefinition('R0064'),
  source: (ctx) => sql`select k.id, k.business_date::text as business_date, b.name as branch_name, k.form,
      k.status as katm_status, k.subject_kind, k.subject_id, cl.full_name as client_name, k.attempts, k.message,
      1 as submissions
    from katm_submissions k left join branches b on b.id = k.branch_id left join clients cl on cl.id = k.client_id
    where k.business_date between ${ctx.from} and ${ctx.to} and ${branchOrAll(sql`k.branch_id`, ctx)}`,
  order: sql`business_date, id`,
};

/**
 * R0065 SMS sent and results: per day, kind (the trigger), template and
 * status, the messages made and, of the reminders and overdue notices on a
 * contract, how many were followed by a payment on it within 3 days.
 */
export const smsResults: ServerReport = {
  definition: builtDefinition('R0065'),
  source: (ctx) => sql`select ${tashkentDay(sql`m.created_at`)}::text as sent_on, m.kind,
      t.name as template_name, m.status as sms_status, count(*) as messages,
      count(*) filter (where m.kind in ('REMINDER', 'MISSED') and exists (select 1 from contract_allocations a
        where a.contract_id = m.contract_id and not a.forgives
          and a.business_date between ${tashkentDay(sql`m.created_at`)}
            and ${tashkentDay(sql`m.created_at`)} + 3)) as paid_within_3
    from sms_messages m left join sms_templates t on t.id = m.template_id
    left join contracts c on c.id = m.contract_id
    where ${momentInPeriod(sql`m.created_at`, ctx)}
      and ${branchOrAll(sql`c.branch_id`, ctx)}
    group by 1, m.kind, t.name, m.status`,
  order: sql`sent_on, kind, template_name nulls first, sms_status`,
};
