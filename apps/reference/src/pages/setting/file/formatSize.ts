/**
 * A byte count in words.
 * @example
 * formatSize(1536); // '1.5 KiB'
 */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}
