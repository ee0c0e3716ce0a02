// File names as stored and sent back: no path parts, no control or bidi-override characters,
// nothing a file system or a header could misread, and a bounded length.

/** Longest cleaned name, in characters. */
export const MAX_NAME_LENGTH = 120;

/** The lower-case extension of a name without the dot, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Cleans a client-supplied file name.
 * @example
 * cleanFileName('..\\..\\etc/pass\u0000wd.txt'); // 'passwd.txt'
 */
export function cleanFileName(original: string): string {
  const base = original.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (name === '') name = 'file';
  if (name.length > MAX_NAME_LENGTH) {
    const ext = extensionOf(name);
    const keep = ext && ext.length < 16 ? `.${ext}` : '';
    name = `${[...name.slice(0, name.length - keep.length)]
      .slice(0, MAX_NAME_LENGTH - keep.length)
      .join('')
      .trimEnd()}${keep}`;
  }
  return name;
}

/**
 * A Content-Disposition attachment header (RFC 6266) with an ASCII fallback and the exact name in
 * RFC 5987 encoding.
 * @example
 * attachmentDisposition('报告.pdf'); // `attachment; filename="__.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`
 */
export function attachmentDisposition(name: string): string {
  const fallback = [...name].map((c) => (/[\x20-\x7e]/.test(c) && c !== '"' && c !== '\\' && c !== '%' ? c : '_')).join('');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
