import { takeAppTags, withPrerender } from './index-html';

/** index.html as Vite 8 writes it for the reference app. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Backoffice Console</title>
    <script type="module" crossorigin src="/assets/index-B1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-C2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('takeAppTags', () => {
  it('finds the entry, its preloads and its stylesheets, and leaves the page without them', () => {
    const { tags, html } = takeAppTags(BUILT);
    expect(tags).toEqual({ entry: '/assets/index-B1.js', modules: ['/assets/rolldown-runtime-C2.js'], styles: ['/assets/index-D3.css'] });
    expect(html).not.toMatch(/<script|<link/);
    expect(html).toContain('<title>Backoffice Console</title>\n  </head>');
  });

  it('refuses a page without exactly one module script', () => {
    expect(() => takeAppTags('<html><head></head><body></body></html>')).toThrow(/0 module scripts/);
  });
});

describe('withPrerender', () => {
  it('puts the gate (naming the app files) and the critical stylesheet inline in head, and the markup first in body', () => {
    const { tags, html } = takeAppTags(BUILT);
    const page = withPrerender(html, { gate: 'gate("$&")', criticalCss: '.a{color:red}', markup: '<div id="pre">$&</div>', tags });
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    expect(head).toContain(
      '<script data-entry="/assets/index-B1.js" data-modules="/assets/rolldown-runtime-C2.js" data-styles="/assets/index-D3.css">gate("$&")</script>\n' +
        '    <style>.a{color:red}</style>\n' +
        '    <link rel="expect" href="#prerender-end" blocking="render">',
    );
    // The first paint waits for the element after the markup: no frame shows half of it.
    expect(page).toMatch(/<body>\s*<div id="pre">\$&<\/div><template id="prerender-end"><\/template>\s*<div id="root"><\/div>/);
    expect(page).not.toMatch(/type="module"|\ssrc=|<link rel="stylesheet"/);
  });

  it('refuses inline content that would end its element early', () => {
    const { tags, html } = takeAppTags(BUILT);
    expect(() => withPrerender(html, { gate: 'a("</script>")', criticalCss: '', markup: '', tags })).toThrow(/inline script/);
    expect(() => withPrerender(html, { gate: '', criticalCss: 'a{content:"</style>"}', markup: '', tags })).toThrow(/inline style/);
  });
});
