import { saveBlob } from './saveBlob';

describe('saveBlob', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('clicks a temporary download link for the blob, removes it, then revokes the URL', () => {
    vi.useFakeTimers();
    // jsdom has no object URLs: stand in for the browser's.
    const create = vi.fn(() => 'blob:fake-1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });

    const blob = new Blob(['name,city\n'], { type: 'text/csv' });
    saveBlob(blob, 'people 报告.csv');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:fake-1', download: 'people 报告.csv', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(revoke).toHaveBeenCalledWith('blob:fake-1');
  });
});
