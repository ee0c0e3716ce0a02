import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, GOTO_LABEL, createPagination, resetPagination } from './pagination';

// see docs/behaviour.md#37-pagination, docs/behaviour.md#42-theme-language-and-pagination, docs/behaviour.md#9-constants-and-limits
describe('pagination (behaviour §3.7, §4.2, §9)', () => {
  it('§4 pagination reset returns to page 1, size 20, total 0', () => {
    expect(resetPagination()).toEqual({ current: 1, pageSize: 20, total: 0 });
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it('§3 a pagination starts from the defaults with overrides', () => {
    expect(createPagination({ current: 3, total: 95 })).toEqual({ current: 3, pageSize: 20, total: 95 });
  });

  it("§9 the goto label is 'Go To'", () => {
    expect(GOTO_LABEL).toBe('Go To');
  });
});
