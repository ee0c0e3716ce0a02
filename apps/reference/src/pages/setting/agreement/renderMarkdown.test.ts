import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown';

const render = (md: string) => {
  const host = document.createElement('div');
  host.innerHTML = renderMarkdown(md);
  return host;
};
const attributes = (host: HTMLElement) =>
  [...host.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));

describe('agreement Markdown preview', () => {
  it('renders Markdown', () => {
    const host = render('# Terms\n\n- **one**\n- two\n\n[site](https://example.com)');
    expect(host.querySelector('h1')?.textContent).toBe('Terms');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
    expect(host.querySelector('a')?.getAttribute('rel')).toContain('noopener');
  });

  it('lets no script, event handler or javascript: URL through', () => {
    const host = render(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '<a href="javascript:alert(3)">click</a>',
        '[md link](javascript:alert(4))',
        '[spaced](  JaVaScRiPt:alert(5))',
        '<p onclick="alert(6)" style="color:red">para</p>',
        '<iframe src="https://evil.example"></iframe>',
        '<svg><script>alert(7)</script></svg>',
        '<a href="data:text/html;base64,PHNjcmlwdD4=">data</a>',
        '<form action="https://evil.example"><input name="x"></form>',
      ].join('\n\n'),
    );
    expect(host.querySelector('script, iframe, svg, form, input')).toBeNull();
    const attrs = attributes(host);
    expect(attrs.filter((a) => /^on/i.test(a))).toEqual([]);
    expect(attrs.filter((a) => /javascript:|data:/i.test(a))).toEqual([]);
    expect(attrs.filter((a) => a.startsWith('style='))).toEqual([]);
    expect(host.textContent).toContain('para');
    expect(host.innerHTML).not.toMatch(/alert\(/);
  });

  it('removes event handlers before any HTML parser sees them (a strict CSP reports them even in an inert document)', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const host = render('<img src="x" onerror="alert(1)">\n\ntext <b onmouseover=alert(2)>bold</b> <i onclick=\'alert(3)\'>it</i>');
    const parsed = parse.mock.calls.map(([html]) => html).join('\n');
    parse.mockRestore();
    expect(parsed).toContain('bold');
    expect(parsed).not.toMatch(/on(error|mouseover|click)/i);
    expect(host.querySelector('b')?.textContent).toBe('bold');
  });
});
