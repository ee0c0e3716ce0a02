import { coreMessages } from '@backoffice/console-core';
import { passwordStrengthMessages, STRENGTH_SUGGESTIONS, STRENGTH_WARNINGS } from './password-strength-messages';
import { uiMessages } from './ui-messages';

describe('passwordStrengthMessages', () => {
  it("has the same keys in en-US and zh-CN, one for each of zxcvbn-ts's feedback keys, none clashing", () => {
    const keys = Object.keys(passwordStrengthMessages['en-US']).sort();
    expect(Object.keys(passwordStrengthMessages['zh-CN']).sort()).toEqual(keys);
    for (const key of STRENGTH_WARNINGS) expect(keys).toContain(`ui.strength.warning.${key}`);
    for (const key of STRENGTH_SUGGESTIONS) expect(keys).toContain(`ui.strength.suggestion.${key}`);
    for (const key of keys) expect(uiMessages['en-US'][key] ?? coreMessages['en-US'][key]).toBeUndefined();
  });
});
