import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { DEFAULT_LOCALE, LOCALES, coreMessages, createI18n, defaultTranslate, readStoredLocale } from './i18n';

const SPEC_STRINGS = [
  'Username cannot be empty',
  'Password cannot be empty',
  'Login error, refresh and try again',
  'welcome to use',
  'Confirm logout',
  'You have been logged out, you can cancel to stay on this page, or log in again',
  'Re-Login',
  'Error',
  'Request Error',
  'failed to get menu, please check user roles and permissions',
  'Go To',
];

// The kit's own routes; a console's menu titles come with the console (the staff console's: apps/reference).
const ROUTE_TITLES = ['menu.login', 'menu.notFound', 'menu.forbidden', 'menu.redirect', 'menu.home'];

// see docs/behaviour.md#27-language, docs/behaviour.md#42-theme-language-and-pagination, docs/behaviour.md#9-constants-and-limits
describe('i18n (behaviour §2.7, §4.2, §9)', () => {
  it('§4 both locales have exactly the same keys', () => {
    expect(Object.keys(coreMessages['zh-CN']).sort()).toEqual(Object.keys(coreMessages['en-US']).sort());
    for (const l of LOCALES) expect(Object.values(coreMessages[l]).every((v) => v.trim().length > 0)).toBe(true);
  });

  it('§5 §8 §9 every spec string is an English core message', () => {
    const english = new Set(Object.values(coreMessages['en-US']));
    expect(SPEC_STRINGS.filter((s) => !english.has(s))).toEqual([]);
  });

  it("§2 every route of the kit has a title in both locales, and no console's menu title ships in the kit", () => {
    for (const l of LOCALES) expect(ROUTE_TITLES.filter((k) => !coreMessages[l][k])).toEqual([]);
    expect(coreMessages['en-US']['menu.home']).toBe('Home');
    const menuKeys = Object.keys(coreMessages['en-US']).filter((k) => k.startsWith('menu.') && k !== 'menu.fetch.failed');
    expect(menuKeys.sort()).toEqual([...ROUTE_TITLES].sort());
  });

  it('§9 default and fallback locale en-US; supported en-US and zh-CN', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(LOCALES).toEqual(['en-US', 'zh-CN']);
    expect(readStoredLocale(createMemoryStorage())).toBe('en-US');
    expect(readStoredLocale(createMemoryStorage({ 'arco-locale': 'fr-FR' }))).toBe('en-US');
    const { t, locale } = createI18n({ storage: createMemoryStorage() });
    expect(locale()).toBe('en-US');
    expect(t('login.form.login.success')).toBe('welcome to use');
  });

  it('§2 switching the language stores the choice under arco-locale and answers the confirmation message', () => {
    const storage = createMemoryStorage();
    const i18n = createI18n({ storage });
    const seen: string[] = [];
    const stop = i18n.subscribe((l) => seen.push(l));
    expect(i18n.switchLocale('zh-CN')).toBe('语言已切换为中文');
    expect(storage.getItem('arco-locale')).toBe('zh-CN');
    expect(i18n.locale()).toBe('zh-CN');
    expect(i18n.t('login.form.login.success')).toBe('欢迎使用');
    stop();
    expect(i18n.switchLocale('en-US')).toBe('Language switched to English');
    expect(seen).toEqual(['zh-CN']);
    expect(i18n.switchLocale('xx' as never)).toBe('Language switched to English');
  });

  it('§3 the stored locale is used at start; extra resources extend and override; missing keys fall back to en-US', () => {
    const storage = createMemoryStorage({ 'arco-locale': 'zh-CN' });
    const { t, locale } = createI18n({
      storage,
      resources: [{ 'en-US': { 'page.title': 'Projects {{n}}', 'only.en': 'English only' }, 'zh-CN': { 'page.title': '项目 {{n}}' } }],
    });
    expect(locale()).toBe('zh-CN');
    expect(t('page.title', { n: 3 })).toBe('项目 3');
    expect(t('only.en')).toBe('English only');
    expect(defaultTranslate('request.error.request')).toBe('Request Error');
    expect(defaultTranslate('no.such.key')).toBe('no.such.key');
  });

  it('answers every message exactly as i18next does, with and without variables, in both locales', () => {
    const storage = createMemoryStorage();
    const i18n = createI18n({
      storage,
      resources: [
        {
          'en-US': { 'page.hi': 'Hi {{name}}', 'page.nest': 'See $t(menu.home)' },
          'zh-CN': { 'page.hi': '你好 {{name}}', 'page.nest': '见 $t(menu.home)' },
        },
      ],
    });
    for (const l of LOCALES) {
      i18n.switchLocale(l);
      for (const key of [...Object.keys(coreMessages[l]), 'page.hi', 'page.nest', 'no.such.key']) {
        expect(i18n.t(key)).toBe(i18n.i18n.t(key, {}));
        expect(i18n.t(key, { name: 'Ada' })).toBe(i18n.i18n.t(key, { name: 'Ada' }));
      }
    }
    expect(i18n.t('page.nest')).toBe('见 首页');
    // Placeholders filled in without i18next answer as i18next does, whatever the values; what i18next alone can do
    // (formats, unescaped values, nesting, plurals, a variable not given) goes to it.
    const edges = {
      'edge.two': '{{a}} and {{ b }}, {{a}} again',
      'edge.spaced': 'x{{  a  }}y',
      'edge.format': 'n = {{n, number}}',
      'edge.unescaped': 'raw {{- a}}',
      'edge.path': 'deep {{a.b}}',
      'edge.none': 'no placeholders',
    };
    const withEdges = createI18n({ storage: createMemoryStorage(), resources: [{ 'en-US': edges, 'zh-CN': edges }] });
    const values: Record<string, unknown>[] = [
      { a: 'Ada', b: 'Bo' },
      { a: 0, b: false },
      { a: null, b: 'Bo' },
      { a: 'has {{b}} inside', b: 'Bo' },
      { a: 'only a' },
      { a: undefined, b: 'Bo' },
      { a: { b: 'nested' }, n: 1234.5 },
      { a: 'Ada', count: 1 },
      { a: 'Ada', context: 'male' },
    ];
    for (const key of Object.keys(edges))
      for (const vars of values) expect(withEdges.t(key, vars), `${key} ${JSON.stringify(vars)}`).toBe(withEdges.i18n.t(key, vars));
    expect(withEdges.t('edge.two', { a: 'Ada', b: 'Bo' })).toBe('Ada and Bo, Ada again');
    i18n.i18n.addResourceBundle('en-US', 'translation', { 'late.key': 'Added later' }, true, true);
    expect(i18n.t('late.key')).toBe('Added later');
  });
});

describe('i18n start-up', () => {
  it('creates no i18next instance for plain messages, nor for {{name}} placeholders; one for what only i18next can do', () => {
    const i18n = createI18n({
      storage: createMemoryStorage({ 'arco-locale': 'zh-CN' }),
      resources: [{ 'en-US': { 'page.hi': 'Hi {{name}}' }, 'zh-CN': { 'page.hi': '你好 {{name}}' } }],
    });
    const created = vi.spyOn(i18next, 'createInstance');
    try {
      expect(i18n.t('login.form.login.success')).toBe('欢迎使用');
      expect(i18n.locale()).toBe('zh-CN');
      const stop = i18n.subscribe(() => undefined);
      stop();
      expect(created).not.toHaveBeenCalled();
      expect(i18n.t('page.hi', { name: 'Ada' })).toBe('你好 Ada');
      expect(created).not.toHaveBeenCalled();
      // A plural form is i18next's to choose.
      expect(i18n.t('page.hi', { name: 'Bo', count: 2 })).toBe('你好 Bo');
      expect(created).toHaveBeenCalledOnce();
      expect(i18n.t('page.hi', { name: 'Cy' })).toBe('你好 Cy');
      expect(created).toHaveBeenCalledOnce();
    } finally {
      created.mockRestore();
    }
  });

  it('tells subscribers of a language changed on the i18next instance itself', () => {
    const i18n = createI18n({ storage: createMemoryStorage() });
    const seen: string[] = [];
    i18n.subscribe((l) => seen.push(l));
    void i18n.i18n.changeLanguage('zh-CN');
    expect(seen).toEqual(['zh-CN']);
    expect(i18n.locale()).toBe('zh-CN');
    expect(i18n.t('login.form.login.success')).toBe('欢迎使用');
  });
});
