import { describe, expect, it } from 'vitest';
import { ENVELOPE_CODES, EnvelopeError, filenameFromDisposition, isEnvelope, isStaleEdit, readEnvelope } from './envelope';

describe('envelope helpers', () => {
  it('ARCHITECTURE codes: 200 ok, 50008 invalid token, 50012 session ended, 50014 token expired', () => {
    expect(ENVELOPE_CODES).toEqual({ OK: 200, INVALID_TOKEN: 50008, SESSION_ENDED: 50012, TOKEN_EXPIRED: 50014 });
  });

  it('§7 recognises an envelope by its numeric code', () => {
    expect(isEnvelope({ code: 200, message: '', result: null })).toBe(true);
    expect(isEnvelope({ code: '200' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });

  it('§7 reads envelopes out of JSON bodies received as bytes or text', () => {
    const bytes = new TextEncoder().encode('{"code":403,"message":"no","result":null}');
    expect(readEnvelope(bytes.buffer, 'application/json')?.code).toBe(403);
    expect(readEnvelope(bytes, 'application/json; charset=utf-8')?.code).toBe(403);
    expect(readEnvelope('{"code":500,"message":"x"}', 'application/json')?.code).toBe(500);
    expect(readEnvelope('not json', 'application/json')).toBeUndefined();
    expect(readEnvelope(bytes, 'application/octet-stream')).toBeUndefined();
  });

  it('ARCHITECTURE downloads: the file name comes from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E6%8A%A5%E5%91%8A.xlsx")).toBe('报告.xlsx');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBe('%E0%A4%A');
    expect(filenameFromDisposition('inline')).toBeNull();
    expect(filenameFromDisposition(undefined)).toBeNull();
  });
});

describe('isStaleEdit', () => {
  it('recognises only a 409 whose result says stale', () => {
    expect(isStaleEdit(new EnvelopeError('changed', { code: 409, result: { reason: 'stale' }, kind: 'envelope' }))).toBe(true);
    expect(isStaleEdit(new EnvelopeError('duplicate code', { code: 409, result: null, kind: 'envelope' }))).toBe(false);
    expect(isStaleEdit(new EnvelopeError('forbidden', { code: 403, result: { reason: 'stale' }, kind: 'envelope' }))).toBe(false);
    expect(isStaleEdit(new Error('plain'))).toBe(false);
  });
});
