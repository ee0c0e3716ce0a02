import { coreMessages } from '@backoffice/console-core';
import { uiMessages } from './ui-messages';

describe('uiMessages', () => {
  it('has the same keys in en-US and zh-CN, none clashing with core', () => {
    expect(Object.keys(uiMessages['zh-CN']).sort()).toEqual(Object.keys(uiMessages['en-US']).sort());
    for (const key of Object.keys(uiMessages['en-US'])) expect(coreMessages['en-US'][key]).toBeUndefined();
  });
});
