import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { prerenderLogin } from './index';

/** A one-page app whose render module, gate and stylesheet are known, built with the plugin. */
const APP: Record<string, string> = {
  'index.html':
    '<!doctype html>\n<html>\n  <head>\n    <title>t</title>\n    <script type="module" src="/main.ts"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  'main.ts': "import './app.css';\ndocument.getElementById('root')!.textContent = 'the app';\n",
  'app.css': '.page{color:red}.page .title{font-weight:600}.table{color:blue}\n',
  'render.ts':
    'export function renderPrerender() {\n  return { html: \'<div id="pre"><p class="page">prerendered</p></div>\', css: \'#pre{display:block}\' };\n}\n',
  'gate.ts': "import { marker } from './marker';\ndocument.documentElement.setAttribute('data-gate', marker);\n",
  'marker.ts': "export const marker = 'gate ran';\n",
};

describe('prerenderLogin', () => {
  let dir: string;
  let html: string;
  const read = (url: string) => readFileSync(join(dir, 'dist', url), 'utf8');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'prerender-login-test-'));
    for (const [name, text] of Object.entries(APP)) writeFileSync(join(dir, name), text);
    mkdirSync(join(dir, 'dist'));
    await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [prerenderLogin({ render: 'render.ts', gate: 'gate.ts' })],
      build: { outDir: join(dir, 'dist'), emptyOutDir: true },
    });
    html = read('index.html');
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the markup the render module returns first in the body', () => {
    expect(html).toMatch(
      /<body>\s*<div id="pre"><p class="page">prerendered<\/p><\/div><template id="prerender-end"><\/template>\s*<div id="root"><\/div>/,
    );
  });

  it("leaves no module script nor the app's stylesheet as tags: the gate names them", () => {
    expect(html).not.toContain('type="module"');
    const gate = /<script data-entry="([^"]+)" data-modules="[^"]*" data-styles="([^"]+)">/.exec(html);
    expect(gate).not.toBeNull();
    const [, entry, styles] = gate!;
    expect(read(entry!)).toContain('the app');
    expect(read(styles!)).toContain('.table{color:#00f}');
  });

  it('writes the gate inline as one classic script, with what it imports inside', () => {
    const code = /<script data-entry=[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(code).toContain('gate ran');
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(html.match(/<script\b/g)).toHaveLength(1);
  });

  it("inlines a critical stylesheet after the gate: the markup's own CSS and the app's rules it may need", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<script')).toBeLessThan(head.indexOf('<style>'));
    expect(/<style>([^<]*)<\/style>/.exec(head)![1]).toBe('#pre{display:block}.page{color:red}');
  });
});
