// A minimal browser for tests: keeps cookies per origin, sends requests for the app's origin to
// Fastify's inject and everything else to the network (the local provider), one hop at a time.
import type { FastifyInstance } from 'fastify';

/** One response as a browser sees it. */
export interface Hop {
  status: number;
  /** Absolute Location of a redirect, or undefined. */
  location: string | undefined;
  body: string;
}

/** A cookie-keeping client that talks to the app (by inject) and to the provider (by fetch). */
export class TestBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(
    private readonly app: FastifyInstance,
    readonly appOrigin: string,
  ) {}

  /** GETs a URL (relative URLs are the app's) without following redirects. */
  async get(url: string): Promise<Hop> {
    const target = new URL(url, this.appOrigin);
    const cookie = this.cookieHeader(target.origin);
    if (target.origin === this.appOrigin) {
      const response = await this.app.inject({ method: 'GET', url: target.pathname + target.search, headers: cookie ? { cookie } : {} });
      const setCookie = response.headers['set-cookie'];
      this.store(target.origin, setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]);
      const location = response.headers.location;
      return {
        status: response.statusCode,
        location: typeof location === 'string' ? new URL(location, target).toString() : undefined,
        body: response.body,
      };
    }
    const response = await fetch(target, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    this.store(target.origin, response.headers.getSetCookie());
    const location = response.headers.get('location');
    return { status: response.status, location: location ? new URL(location, target).toString() : undefined, body: await response.text() };
  }

  /** POSTs JSON to the app with this browser's cookies and returns the envelope. */
  async postJson<T = unknown>(
    path: string,
    body: unknown,
  ): Promise<{ status: number; body: { code: number; message: string; result: T } }> {
    const cookie = this.cookieHeader(this.appOrigin);
    const response = await this.app.inject({ method: 'POST', url: path, payload: body as object, headers: cookie ? { cookie } : {} });
    return { status: response.statusCode, body: response.json() };
  }

  /** Follows redirects from `url` until the next location is on the app's origin; returns that location unvisited. */
  async followToApp(url: string, maxHops = 15): Promise<string> {
    let next = url;
    for (let hop = 0; hop < maxHops; hop += 1) {
      const response = await this.get(next);
      if (!response.location) throw new Error(`no redirect from ${next}: ${response.status} ${response.body.slice(0, 300)}`);
      if (new URL(response.location).origin === this.appOrigin) return response.location;
      next = response.location;
    }
    throw new Error('too many redirects');
  }

  /** Drops the app's cookies (another browser, same provider session). */
  forgetAppCookies(): void {
    this.jars.delete(this.appOrigin);
  }

  private cookieHeader(origin: string): string {
    return [...(this.jars.get(origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(origin: string, setCookies: string[]): void {
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      if (index < 1) continue;
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      const name = pair.slice(0, index).trim();
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(index + 1).trim());
    }
    this.jars.set(origin, jar);
  }
}
