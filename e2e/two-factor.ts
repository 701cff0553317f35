import { generate } from 'otplib';
import pg from 'pg';
import { inject } from 'vitest';
import { totpAlias } from '../apps/api/src/areas/admin/auth/two-factor.ts';
import { decryptSecret } from '../apps/api/src/areas/admin/general-settings/secret-box.ts';

let pool: pg.Pool | undefined;

/** A query on the test database (for what only time would do: codes, expired sessions). */
export async function query<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
  return (await pool.query<T>(text, params)).rows;
}

/**
 * A code of the user's authenticator app, computed from the secret the
 * database holds, decrypted with the server's key (the demo administrator's
 * is the one README shows). The
 * tests sign the same user in many times a second, which the replay rule
 * (one code per 30-second step) forbids a person: the helper forgets the
 * last step used first.
 */
export async function currentCode(username: string): Promise<string> {
  const rows = await query<{ user_id: number; secret: string }>(
    `update user_two_factor t set last_time_step = 0 from users u
     where u.id = t.user_id and lower(u.username) = lower($1) returning t.user_id, t.secret`,
    [username],
  );
  const row = rows[0];
  if (!row) throw new Error(`${username} has no second factor`);
  const key = Buffer.from(inject('secretsKey'), 'base64');
  return generate({ secret: decryptSecret(key, totpAlias(row.user_id), row.secret) });
}

/** What the password step answers: a session, or a challenge for the second factor. */
export type SignInAnswer = { access_token: string } | { challenge_token: string };

/** Finishes a sign-in: the token itself, or the challenge answered with a current code. */
export async function finishSignIn(
  answer: SignInAnswer,
  username: string,
  post: (path: string, body: unknown) => Promise<{ access_token: string }>,
): Promise<string> {
  if ('access_token' in answer) return answer.access_token;
  const code = await currentCode(username);
  return (await post('/user/sign-in-2fa', { challenge_token: answer.challenge_token, code })).access_token;
}
