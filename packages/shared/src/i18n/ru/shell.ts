import { ruSignInShell } from './sign-in-shell.ts';
import { ruSignedInShell } from './signed-in-shell.ts';

export { ruSignedInShell, ruSignInShell };

/** What the shell shows: on the sign-in page (`sign-in-shell.ts`) and besides on every page behind it. */
export const ruShell = { ...ruSignInShell, ...ruSignedInShell };
