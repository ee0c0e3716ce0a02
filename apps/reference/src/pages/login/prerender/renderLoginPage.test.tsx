import { renderPrerender } from './renderLoginPage';
import { PRERENDER } from './markers';

describe('renderPrerender', () => {
  const { html, css } = renderPrerender();
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const copy = (locale: string) => holder.querySelector(`.${PRERENDER.pageClass}[${PRERENDER.localeAttribute}="${locale}"]`)!;

  it('renders the login page in each language, from the app’s components', () => {
    expect(holder.firstElementChild!.id).toBe(PRERENDER.id);
    expect(copy('en-US').querySelector('h1')!.textContent).toBe('Login to Backoffice Console');
    expect(copy('en-US').querySelector('input[type="password"]')!.getAttribute('placeholder')).toBe('Password');
    expect(copy('en-US').querySelector('button[type="submit"]')!.textContent).toBe('Login');
    expect(copy('zh-CN').querySelector('h1')!.textContent).toBe('登录 Backoffice Console');
    expect(copy('zh-CN').querySelector('input[type="password"]')!.getAttribute('placeholder')).toBe('密码');
    expect(copy('zh-CN').getAttribute('lang')).toBe('zh-CN');
  });

  it('gives every element an id of its own, and each label names the input of its own copy', () => {
    const ids = [...holder.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const label of holder.querySelectorAll('label[for]')) {
      const input = holder.querySelector(`#${label.getAttribute('for')}`);
      expect(input?.tagName).toBe('INPUT');
      expect(input?.closest(`.${PRERENDER.pageClass}`)).toBe(label.closest(`.${PRERENDER.pageClass}`));
    }
  });

  it('sets no style attribute (the page’s Content-Security-Policy would drop it, and the copy would look different)', () => {
    expect(holder.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('shows only the copy the gate names', () => {
    expect(css).toBe(
      '.bo-prerender__page{display:none}html[data-prerender="en-US"] .bo-prerender__page[data-locale="en-US"],' +
        'html[data-prerender="zh-CN"] .bo-prerender__page[data-locale="zh-CN"]{display:block}',
    );
  });
});
