import { describe, expect, it } from 'vitest';
import { msStartUrl } from './api';
import { returnToFromSearch } from './returnTo';

describe('where a Microsoft sign-in returns to', () => {
  it('keeps a local path and its query, drops anything else', () => {
    expect(returnToFromSearch('?redirect=%2Fsetting%2Frole&from=mail')).toBe('/setting/role?from=mail');
    expect(returnToFromSearch('?redirect=%2Fdashboard%2Fworkplace')).toBe('/dashboard/workplace');
    expect(returnToFromSearch('?redirect=Role')).toBeUndefined();
    expect(returnToFromSearch('?redirect=%2F%2Fevil.example')).toBeUndefined();
    expect(returnToFromSearch('')).toBeUndefined();
  });

  it('passes it to the start route encoded', () => {
    expect(msStartUrl('/setting/role?from=mail')).toBe('/api/admin/land/ms/start?redirect=%2Fsetting%2Frole%3Ffrom%3Dmail');
    expect(msStartUrl(undefined)).toBe('/api/admin/land/ms/start');
  });
});
