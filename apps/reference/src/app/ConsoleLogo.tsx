/** The console's mark, the same drawing as the favicon. */
export function ConsoleLogo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#165DFF" />
      <path d="M9 9h9a5 5 0 0 1 0 10h-5v4H9z" fill="#fff" />
    </svg>
  );
}
