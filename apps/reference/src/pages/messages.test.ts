import { describe, expect, it } from 'vitest';
import { coreMessages } from '@backoffice/console-core';
import { uiMessages } from '@backoffice/console-ui';
import { pageMessages } from './messages';

describe('every user-visible string exists in en-US and zh-CN', () => {
  it.each(pageMessages.map((set, index) => [Object.keys(set['en-US'])[0] ?? `set ${index}`, set] as const))(
    'page strings starting with %s have the same keys in both languages, none empty',
    (_first, set) => {
      expect(Object.keys(set['zh-CN']).sort()).toEqual(Object.keys(set['en-US']).sort());
      for (const locale of ['en-US', 'zh-CN'] as const) {
        for (const [key, text] of Object.entries(set[locale])) expect(text.trim(), `${locale} ${key}`).not.toBe('');
      }
    },
  );

  it('no page string overrides a core or console-ui string', () => {
    const shared = new Set([...Object.keys(coreMessages['en-US']), ...Object.keys(uiMessages['en-US'])]);
    const clashes = pageMessages.flatMap((set) => Object.keys(set['en-US']).filter((key) => shared.has(key)));
    expect(clashes).toEqual([]);
  });

  it('no two pages define the same key', () => {
    const keys = pageMessages.flatMap((set) => Object.keys(set['en-US']));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
