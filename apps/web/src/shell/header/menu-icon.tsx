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
