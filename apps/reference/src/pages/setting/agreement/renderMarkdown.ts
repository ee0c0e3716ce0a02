// Agreement Markdown to HTML for the preview: marked renders, DOMPurify removes anything active
// (scripts, event-handler attributes, javascript: and other non-http URLs, forms, frames, styles).
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/** An event-handler attribute (`onerror=...`) in raw HTML, quoted or not. */
const HANDLER_ATTRIBUTE = /[\s/]+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

const markdown = new Marked({
  async: false,
  gfm: true,
  breaks: false,
  // Handlers go before DOMPurify parses the HTML: Chromium reports a Content-Security-Policy violation for a
  // handler even in DOMPurify's inert document. DOMPurify still removes whatever this misses.
  walkTokens(token) {
    if (token.type === 'html') token.text = token.text.replace(HANDLER_ATTRIBUTE, '');
  },
});
const purify = DOMPurify(window);
const SAFE_URL = /^(?:https?:|mailto:|#|\/(?!\/))/i;

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    if (!/^https?:/i.test(src.trim())) node.removeAttribute('src');
  }
});

/**
 * Safe HTML for an agreement's Markdown.
 * @example
 * renderMarkdown('# Terms\n<script>alert(1)</script>'); // '<h1>Terms</h1>\n'
 */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source) as string;
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}
