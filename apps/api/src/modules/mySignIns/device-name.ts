// Names the browser and operating system of a sign-in from the user agent stored with it (bowser, MIT), so a
// person can tell their sign-ins apart without reading a user-agent string.
import { getParser } from 'bowser';

/** The browser and operating system a user agent names; null where it names none (a script, an empty header). */
export interface DeviceName {
  browser: string | null;
  os: string | null;
}

/** 'Chrome' and '124.0.6367.60' into 'Chrome 124'; the name alone without a version. */
function withMajorVersion(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}

/**
 * The browser (with its major version) and the operating system named by `userAgent`.
 *
 * @example
 * deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36');
 * // { browser: 'Chrome 124', os: 'Windows 10' }
 */
export function deviceName(userAgent: string | null): DeviceName {
  if (!userAgent?.trim()) return { browser: null, os: null };
  const parser = getParser(userAgent);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  return {
    browser: withMajorVersion(browser.name, browser.version),
    os: os.name ? [os.name, os.versionName ?? os.version?.split('.')[0]].filter(Boolean).join(' ') : null,
  };
}
