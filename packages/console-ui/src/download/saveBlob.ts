/**
 * Saves a blob under `filename` the way a browser saves a download: a temporary object URL behind a link that is
 * clicked, then removed; the URL is revoked a little later (some browsers read it after the click returns).
 *
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
