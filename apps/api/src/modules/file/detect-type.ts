// Decides what an upload is from its leading bytes, never from the client's claim, and checks
// that the name's extension agrees. Only the allowlisted kinds below are accepted.
import { extensionOf } from './clean-name.js';

/** An accepted kind of file. */
export interface AllowedType {
  /** What the server answers as the file's type. */
  mime: string;
  /** Extensions a name of this kind may have (lower case, no dot). */
  extensions: readonly string[];
  /** Said in messages, e.g. 'a PNG image'. */
  description: string;
}

const PNG: AllowedType = { mime: 'image/png', extensions: ['png'], description: 'a PNG image' };
const JPEG: AllowedType = { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], description: 'a JPEG image' };
const GIF: AllowedType = { mime: 'image/gif', extensions: ['gif'], description: 'a GIF image' };
const WEBP: AllowedType = { mime: 'image/webp', extensions: ['webp'], description: 'a WebP image' };
const PDF: AllowedType = { mime: 'application/pdf', extensions: ['pdf'], description: 'a PDF document' };
const DOCX: AllowedType = {
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extensions: ['docx'],
  description: 'a Word document (DOCX)',
};
const XLSX: AllowedType = {
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extensions: ['xlsx'],
  description: 'an Excel workbook (XLSX)',
};
const TEXT: Record<string, AllowedType> = {
  txt: { mime: 'text/plain', extensions: ['txt'], description: 'UTF-8 text' },
  csv: { mime: 'text/csv', extensions: ['csv'], description: 'UTF-8 text' },
  md: { mime: 'text/markdown', extensions: ['md', 'markdown'], description: 'UTF-8 text' },
  markdown: { mime: 'text/markdown', extensions: ['md', 'markdown'], description: 'UTF-8 text' },
};

/** Every extension the server accepts. */
export const ALLOWED_EXTENSIONS: readonly string[] = [
  ...[PNG, JPEG, GIF, WEBP, PDF, DOCX, XLSX].flatMap((t) => t.extensions),
  ...Object.keys(TEXT),
];

/** Image types a preview may show. */
export const PREVIEWABLE_MIMES: readonly string[] = [PNG.mime, JPEG.mime, GIF.mime, WEBP.mime];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The binary kind the leading bytes show, or undefined (maybe text). */
function sniffBinary(bytes: Buffer): AllowedType | 'zip' | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  if (startsWith(bytes, ascii('%PDF-'))) return PDF;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return undefined;
}

/** True for UTF-8 text without NUL bytes. */
function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** An OOXML package names its parts in the zip's local headers: word/... for DOCX, xl/... for XLSX. */
function sniffOfficeZip(bytes: Buffer): AllowedType | undefined {
  if (!bytes.includes('[Content_Types].xml')) return undefined;
  if (bytes.includes('word/')) return DOCX;
  if (bytes.includes('xl/')) return XLSX;
  return undefined;
}

/** The outcome of {@link detectFileType}: the accepted type, or the problem in words for a 400. */
export type Detection = { ok: true; type: AllowedType } | { ok: false; problem: string };

/**
 * Checks `bytes` named `name` against the allowlist: the extension must be allowed, the bytes must
 * be of an allowed kind, and the two must agree.
 */
export function detectFileType(name: string, bytes: Buffer): Detection {
  const ext = extensionOf(name);
  if (bytes.length === 0) return { ok: false, problem: 'The file is empty' };
  if (!ext || !ALLOWED_EXTENSIONS.includes(ext)) {
    return {
      ok: false,
      problem: `Files of type ${ext ? `.${ext}` : '(no extension)'} are not allowed; allowed: ${ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(', ')}`,
    };
  }
  const sniffed = sniffBinary(bytes);
  const found = sniffed === 'zip' ? sniffOfficeZip(bytes) : sniffed;
  if (sniffed === 'zip' && !found) return { ok: false, problem: `The content of "${name}" is a zip archive, not a Word or Excel document` };
  if (found) {
    if (found.extensions.includes(ext)) return { ok: true, type: found };
    return { ok: false, problem: `"${name}" is named .${ext} but its content is ${found.description}` };
  }
  const text = TEXT[ext];
  if (text) {
    return isUtf8Text(bytes)
      ? { ok: true, type: text }
      : { ok: false, problem: `The content of "${name}" is not UTF-8 text (binary data or NUL bytes)` };
  }
  const expected = [PNG, JPEG, GIF, WEBP, PDF, DOCX, XLSX].find((t) => t.extensions.includes(ext));
  return {
    ok: false,
    problem: `The content of "${name}" is not ${expected?.description ?? `a .${ext} file`}: its bytes do not match the file type`,
  };
}
