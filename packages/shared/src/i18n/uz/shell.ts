import { uzSignInShell } from './sign-in-shell.ts';
import { uzSignedInShell } from './signed-in-shell.ts';

export { uzSignedInShell, uzSignInShell };

/** What the shell shows: on the sign-in page (`sign-in-shell.ts`) and besides on every page behind it. */
export const uzShell = { ...uzSignInShell, ...uzSignedInShell };
