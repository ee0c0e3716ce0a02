// The server answers in the caller's language: every envelope message is written in English at its throw site
// and translated where the envelope leaves (install-message-language.ts), by matching it against the catalog's
// English templates. One catalog, one place: a new message without its zh-CN entry fails catalog-coverage.test.ts.
import type { FastifyRequest } from 'fastify';
import { MESSAGE_CATALOG, type CatalogEntry } from './catalog.js';

/** The languages the server answers in. */
export type MessageLanguage = 'en-US' | 'zh-CN';

/** The language a request asks for (its Accept-Language; the console sends its current locale): zh-CN or en-US. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): MessageLanguage {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh-CN' : 'en-US';
}

interface CompiledTemplate {
  pattern: RegExp;
  names: string[];
  zh: string;
  literalLength: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile([en, zh]: CatalogEntry): CompiledTemplate {
  const names: string[] = [];
  const source = en
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return escape(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, zh, literalLength: en.replace(PLACEHOLDER, '').length };
}

const exact = new Map<string, string>();
const templates: CompiledTemplate[] = [];
for (const entry of MESSAGE_CATALOG) {
  if (PLACEHOLDER.test(entry[0])) templates.push(compile(entry));
  else exact.set(entry[0], entry[1]);
  PLACEHOLDER.lastIndex = 0;
}
// The most specific template first: 'code or password is required' before '{field} is required'.
templates.sort((a, b) => b.literalLength - a.literalLength);

/** The zh-CN text of an English message, or undefined when the catalog has no entry for it. */
export function chineseOf(message: string): string | undefined {
  const found = exact.get(message);
  if (found !== undefined) return found;
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = new Map(template.names.map((name, i) => [name, match[i + 1] ?? '']));
    // A `{message}` is a message in its own right: untranslatable, it makes the whole one so.
    const inner = values.has('message') ? chineseOf(values.get('message') ?? '') : '';
    if (inner === undefined) continue;
    return template.zh.replace(PLACEHOLDER, (_, name: string) => {
      const value = values.get(name) ?? '';
      return name === 'message' ? (inner ?? value) : (chineseOf(value) ?? value);
    });
  }
  return undefined;
}

/**
 * `message` in `language`: as written for en-US; for zh-CN the catalog's text, or the English one when the
 * catalog lacks it (catalog-coverage.test.ts keeps that from happening for any message the code writes).
 *
 * @example
 * translateMessage('code is required', 'zh-CN'); // 'code 为必填项'
 */
export function translateMessage(message: string, language: MessageLanguage): string {
  if (language === 'en-US' || message === '') return message;
  return chineseOf(message) ?? message;
}
