// Broken and odd multipart forms for the routes the OpenAPI document lists as multipart/form-data
// (file upload): odd file names, missing or extra parts, wrong boundaries, truncated bodies.
import type { FuzzCase } from './fuzz-case.js';

const BOUNDARY = 'fuzzBoundary7MA4YWxk';
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

/** One part: its Content-Disposition parameters (raw bytes allowed) and its content. */
interface Part {
  disposition: Buffer | string;
  type?: string;
  data: Buffer | string;
}

function form(parts: Part[], options: { close?: boolean; boundary?: string } = {}): Buffer {
  const boundary = options.boundary ?? BOUNDARY;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; `), Buffer.from(part.disposition));
    chunks.push(Buffer.from(`\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const file = (filename: Buffer | string, data: Buffer | string = PNG, type = 'image/png'): Part => ({
  disposition: Buffer.concat([Buffer.from('name="file"; filename="'), Buffer.from(filename), Buffer.from('"')]),
  type,
  data,
});

/** The multipart requests for one route. */
export function multipartCases(url: string): FuzzCase[] {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const forms: Array<[string, Buffer]> = [
    ['plausible image', form([file('pixel.png')])],
    ['NUL in file name', form([file(Buffer.from([0x61, 0x00, 0x62, 0x2e, 0x70, 0x6e, 0x67]))])],
    ['control characters in file name', form([file('a\u0007\u001b[31m.png')])],
    ['invalid UTF-8 in file name', form([file(Buffer.from([0xed, 0xa0, 0x80, 0xff, 0x2e, 0x70, 0x6e, 0x67]))])],
    ['right-to-left override in file name', form([file('\u202egnp.exe')])],
    ['huge file name', form([file(`${'n'.repeat(10_000)}.png`)])],
    ['path in file name', form([file('../../../etc/passwd')])],
    ['empty file name', form([file('')])],
    [
      'encoded file name with NUL',
      form([{ disposition: 'name="file"; filename*=UTF-8\'\'%00%ED%A0%80.png', type: 'image/png', data: PNG }]),
    ],
    ['empty file', form([file('empty.png', '')])],
    ['text claiming to be an image', form([file('fake.png', 'not an image')])],
    ['no file, only a field', form([{ disposition: 'name="note"', data: 'hello' }])],
    ['file under another field name', form([{ ...file('pixel.png'), disposition: 'name="other"; filename="pixel.png"' }])],
    ['two files', form([file('one.png'), file('two.png')])],
    ['many fields', form(Array.from({ length: 50 }, (_, index) => ({ disposition: `name="f${index}"`, data: 'x' })))],
    ['field with NUL', form([{ disposition: 'name="note"', data: '\u0000' }, file('pixel.png')])],
    ['truncated body', form([file('pixel.png')], { close: false })],
    ['no parts', Buffer.from(`--${BOUNDARY}--\r\n`)],
    ['garbage', Buffer.from('this is not multipart at all')],
  ];
  const cases: FuzzCase[] = forms.map(([label, payload]) => ({
    label: `multipart: ${label}`,
    method: 'POST',
    url,
    contentType: type,
    payload,
  }));
  cases.push(
    {
      label: 'multipart: wrong boundary',
      method: 'POST',
      url,
      contentType: 'multipart/form-data; boundary=other',
      payload: form([file('pixel.png')]),
    },
    {
      label: 'multipart: empty boundary',
      method: 'POST',
      url,
      contentType: 'multipart/form-data; boundary=',
      payload: form([file('pixel.png')]),
    },
    { label: 'multipart: no boundary', method: 'POST', url, contentType: 'multipart/form-data', payload: form([file('pixel.png')]) },
    { label: 'multipart: JSON body', method: 'POST', url, contentType: 'application/json', payload: '{"file":"x"}' },
    { label: 'multipart: no body', method: 'POST', url },
  );
  return cases;
}
