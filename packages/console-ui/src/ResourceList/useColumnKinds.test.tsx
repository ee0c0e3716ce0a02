import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { createFakeConsole, FakeConsoleFrame } from '../testing/fixtures';
import type { ResourceColumn } from './types';
import { useColumnKinds } from './useColumnKinds';

interface Row {
  createdAt: string;
  due: string;
}

describe('useColumnKinds', () => {
  it('renders date columns through the formatter in the current language, and keeps a column’s own render', () => {
    const fake = createFakeConsole({ loaded: true });
    const wrapper = ({ children }: { children?: ReactNode }) => <FakeConsoleFrame bundle={fake.bundle}>{children}</FakeConsoleFrame>;
    const columns: ResourceColumn<Row>[] = [
      { key: 'createdAt', title: 'Created', kind: 'dateTime' },
      { key: 'due', title: 'Due', kind: 'date' },
      { key: 'own', title: 'Own', kind: 'date', render: () => 'mine' },
    ];
    const { result } = renderHook(() => useColumnKinds(columns), { wrapper });
    const row: Row = { createdAt: '2026-12-05T10:00:00Z', due: '2026-12-11' };
    const cells = () => result.current.map((c, i) => c.render?.(row[c.key as keyof Row], row, i));
    expect(cells()[1]).toBe('Dec 11, 2026');
    expect(cells()[2]).toBe('mine');
    expect(String(cells()[0])).toMatch(/^Dec [45], 2026, \d{1,2}:00 [AP]M$/);
    expect(result.current.some((c) => 'kind' in c)).toBe(false);
    act(() => void fake.bundle.i18n.switchLocale('zh-CN'));
    expect(cells()[1]).toBe('2026年12月11日');
    expect(String(cells()[0])).toMatch(/^2026年12月[45]日 \d{2}:00$/);
  });
});
