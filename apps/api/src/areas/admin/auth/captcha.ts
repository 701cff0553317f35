import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../../platform/db/client.ts';
import { captchas } from '../../../platform/db/schema.ts';

const TTL_SECONDS = 300;
const answerHash = (key: string, answer: string) =>
  createHash('sha256').update(`${key}:${answer.trim().toLowerCase()}`).digest('hex');

export interface CaptchaChallenge {
  key: string;
  /** The picture as a data: URL of an SVG. */
  image: string;
}

/** Makes a 5-character picture challenge; only a hash of its answer is kept, for 5 minutes. */
export async function createCaptcha(db: Db): Promise<CaptchaChallenge & { answer: string }> {
  const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0o1il', color: true });
  const key = randomUUID();
  await db.insert(captchas).values({
    key,
    answer_hash: answerHash(key, text),
    expires_at: sql`now() + make_interval(secs => ${TTL_SECONDS})`,
  });
  // Old challenges are of no use; sweep them as new ones are made.
  await db.delete(captchas).where(lt(captchas.expires_at, sql`now() - interval '1 hour'`));
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, answer: text };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the answer matches an unexpired, unused challenge; a challenge is used up by any attempt. */
export async function solveCaptcha(db: Db, key: string, answer: string): Promise<boolean> {
  if (!UUID.test(key)) return false;
  const [row] = await db
    .update(captchas)
    .set({ used_at: sql`now()` })
    .where(and(eq(captchas.key, key), isNull(captchas.used_at), gt(captchas.expires_at, sql`now()`)))
    .returning({ answer_hash: captchas.answer_hash });
  return row?.answer_hash === answerHash(key, answer);
}
