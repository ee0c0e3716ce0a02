import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';
import { PAGE_CSP } from '../http/security-headers.js';
import { consoleFilesIn } from './console-files.js';
import { consolePageHashes, inlineHashes } from './inline-hashes.js';

/** sha256 of 'go()' and of 'p{margin:0}', base64 (as `openssl dgst -sha256 -binary | base64` gives them). */
const GO = "'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='";
const STYLE = "'sha256-QRQPRLGyxt3RJiKpYNjpkgHcmHU2PywsfL2e8oI0LQA='";

describe('inlineHashes', () => {
  it('hashes the text of inline scripts and style elements, not external scripts, once each', () => {
    const html =
      '<head><script src="/assets/a.js"></script><script data-entry="/x.js">go()</script><STYLE media="all">p{margin:0}</STYLE></head>' +
      '<body><script>go()</script></body>';
    expect(inlineHashes(html)).toEqual({ scripts: [GO], styles: [STYLE] });
  });

  it('finds none in a page without inline elements, or no page', () => {
    expect(inlineHashes('<!doctype html><script type="module" src="/a.js"></script><link rel="stylesheet" href="/a.css">')).toEqual({
      scripts: [],
      styles: [],
    });
    expect(consolePageHashes(consoleFilesIn(path.join(os.tmpdir(), 'no-such-console-dir')))).toEqual({ scripts: [], styles: [] });
  });
});

describe.each(testTargets())('the console page with inline elements on $name', (target) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-inline-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script>go()</script><style>p{margin:0}</style><title>console</title>');
    t = await startTestApp(target, { config: { staticDir: dir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('allows exactly its own inline script and style by hash, and still nothing inline else', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    const policy = String(page.headers['content-security-policy']);
    const directives = new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives.get('script-src')).toBe(`'self' ${GO}`);
    expect(directives.get('style-src')).toBe(`'self' ${STYLE}`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-hashes|unsafe-eval/);
    // The rest of the page policy is the strict one.
    expect(policy.replace(` ${GO}`, '').replace(` ${STYLE}`, '')).toBe(PAGE_CSP);
  });
});
