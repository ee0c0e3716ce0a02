import { describe, expect, it } from 'vitest';
import { deviceLabel, formatWhen } from './signInLabels';

describe('own sign-in wording', () => {
  it('names a device by browser and system, or says it is unknown', () => {
    expect(deviceLabel({ browser: 'Chrome 124', os: 'Windows 10' }, '?')).toBe('Chrome 124 · Windows 10');
    expect(deviceLabel({ browser: null, os: 'Linux' }, '?')).toBe('Linux');
    expect(deviceLabel({ browser: null, os: null }, 'Unknown device')).toBe('Unknown device');
  });

  it("formats a time in the user's language", () => {
    const at = '2026-11-27T09:14:00Z';
    expect(formatWhen(at, 'en-US')).toMatch(/Nov 27, 2026/);
    expect(formatWhen(at, 'zh-CN')).toMatch(/2026年11月27日/);
  });
});
