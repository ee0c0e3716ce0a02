import { act, render, screen } from '@testing-library/react';
import { createFakeConsole, FakeConsoleFrame } from '../testing/fixtures';
import { DateTime } from './DateTime';

describe('DateTime', () => {
  it('shows the instant in the current language and the zone asked for, with the instant machine-readable', () => {
    const fake = createFakeConsole({ loaded: true });
    render(
      <FakeConsoleFrame bundle={fake.bundle}>
        <p data-testid="start">
          <DateTime value="2026-12-05T10:00:00Z" timeZone="Asia/Shanghai" showZone />
        </p>
        <p data-testid="none">
          <DateTime value={null} empty="—" />
        </p>
      </FakeConsoleFrame>,
    );
    expect(screen.getByTestId('start')).toHaveTextContent('Dec 5, 2026, 6:00 PM GMT+8');
    expect(screen.getByTestId('start').querySelector('time')).toHaveAttribute('datetime', '2026-12-05T10:00:00Z');
    expect(screen.getByTestId('none')).toHaveTextContent('—');
    act(() => void fake.bundle.i18n.switchLocale('zh-CN'));
    expect(screen.getByTestId('start')).toHaveTextContent('2026年12月5日 GMT+8 18:00');
  });
});
