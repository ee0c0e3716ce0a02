import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName, extensionOf, MAX_NAME_LENGTH } from './clean-name.js';

describe('file names', () => {
  it('drops path parts, control and bidi characters, and leading dots', () => {
    expect(cleanFileName('..\\..\\etc/pass\u0000wd.txt')).toBe('passwd.txt');
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('...hidden.md')).toBe('hidden.md');
    expect(cleanFileName('  a   b\t.csv ')).toBe('a b.csv');
    expect(cleanFileName('a   b .csv')).toBe('a b .csv');
    expect(cleanFileName('/\u0001/')).toBe('file');
  });

  it('limits the length and keeps the extension', () => {
    const long = cleanFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(MAX_NAME_LENGTH);
    expect(extensionOf(long)).toBe('pdf');
  });

  it('writes an RFC 6266 / 5987 attachment header', () => {
    expect(attachmentDisposition("it's (1) 100%.txt")).toBe(
      `attachment; filename="it's (1) 100_.txt"; filename*=UTF-8''it%27s%20%281%29%20100%25.txt`,
    );
  });
});
