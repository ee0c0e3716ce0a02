/**
 * Saves a blob under `filename` the way a browser saves a download (a temporary object URL and link).
 * @example
 * const { blob, filename } = await client.download('/api/admin/file/download/1');
 * saveBlob(blob, filename ?? 'download');
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

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
