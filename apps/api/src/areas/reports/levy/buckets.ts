import { type SQL, sql } from 'drizzle-orm';

/** The buckets' labels for the edges: `0` (current), `1–30`, …, `91+`. */
export function bucketLabels(edges: readonly number[]): string[] {
  const labels = ['0'];
  let from = 1;
  for (const edge of edges) {
    labels.push(`${from}–${edge}`);
    from = edge + 1;
  }
  labels.push(`${from}+`);
  return labels;
}

/** The bucket of a days-late figure: 0 when not late, then 1 … edges + 1 (rule 7: configurable edges). */
export const bucketNo = (edges: readonly number[], daysLate: SQL): SQL =>
  sql`case when ${daysLate} <= 0 then 0 else 1 + (select count(*)::int
    from unnest(${`{${edges.join(',')}}`}::int[]) edge where ${daysLate} > edge) end`;

/** A bucket number's label (`bucketLabels`). */
export const bucketLabel = (edges: readonly number[], no: SQL): SQL =>
  sql`(${`{${bucketLabels(edges).join(',')}}`}::text[])[${no} + 1]`;
