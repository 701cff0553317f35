import { api, signOutLocally, silentApi } from '../api/index.ts';
import { PATHS } from './guard.ts';

/**
 * Sign-out (product.md section 4): tell the server, then forget the token and
 * reload into the sign-in page whatever the server answered. `silent` skips
 * the overlay and toasts (after a password change the session is already revoked).
 */
export async function signOut({ silent = false }: { silent?: boolean } = {}): Promise<void> {
  try {
    await (silent ? silentApi : api).user.signOut();
  } catch {
    // the token is dropped either way
  } finally {
    signOutLocally(PATHS.login);
  }
}
