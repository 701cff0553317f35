/** Small inline icons of the header (no icon package is a dependency of the web app). */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          open
            ? 'M3 6h18v2H3zm6 5h12v2H9zm-6 5h18v2H3zM3 12l4-3v6z'
            : 'M3 6h18v2H3zm0 5h12v2H3zm0 5h18v2H3zM21 12l-4-3v6z'
        }
      />
    </svg>
  );
}

/** A person's outline: the user menu's button on a phone. */
export function UserIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0-8a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0 10c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5zm-6 6v-1c0-1.3 2.6-3 6-3s6 1.7 6 3v1z"
      />
    </svg>
  );
}
