import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@backoffice/console-core';
import { ConsoleProvider, createConsole } from '@backoffice/console-ui';
import { bilingual, LocaleText } from './LocaleText';
import { dictMessages } from './messages';

function renderIn(locale: 'en-US' | 'zh-CN', labels: ReturnType<typeof bilingual>) {
  const bundle = createConsole({ storage: createMemoryStorage({ 'arco-locale': locale }), resources: [dictMessages] });
  render(
    <ConsoleProvider console={bundle}>
      <LocaleText labels={labels} />
    </ConsoleProvider>,
  );
  return bundle;
}

describe('LocaleText (issue 17)', () => {
  it('shows the Chinese text in zh-CN and the English one in en-US, unmarked', () => {
    const bundle = renderIn('zh-CN', bilingual('Moderator', '主持人'));
    expect(screen.getByText('主持人')).toBeTruthy();
    expect(screen.queryByTestId('label-fallback')).toBeNull();
    act(() => void bundle.i18n.switchLocale('en-US'));
    expect(screen.getByText('Moderator')).toBeTruthy();
    expect(screen.queryByTestId('label-fallback')).toBeNull();
  });

  it('marks the English text shown in zh-CN for want of a Chinese one, and says why', () => {
    renderIn('zh-CN', bilingual('Auditor', ' '));
    expect(screen.getByText('Auditor')).toBeTruthy();
    expect(screen.getByTestId('label-fallback').textContent).toBe('EN');
    expect(screen.getByLabelText('没有中文标签，显示英文')).toBeTruthy();
  });
});
