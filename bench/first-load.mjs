// What index.html makes the login page load before it can be used: the files its tags name (`src`, `href`) and,
// since the login page is prerendered (apps/reference/build/prerender-login), the app files its gate script
// names for loading after the first paint (`data-entry`, `data-modules`, `data-styles`).

/**
 * The JS and CSS files index.html loads for the login page, in order, as paths relative to the build folder
 * (e.g. 'assets/index-1.js'); `beforePaint` marks those its first paint waits for or does not wait for.
 * @param {string} html
 * @returns {{ file: string, beforePaint: boolean }[]}
 */
export function firstLoadFiles(html) {
  const files = [];
  const add = (url, beforePaint) => {
    const file = url.replace(/^\//, '');
    if (/\.(?:js|css)$/.test(file) && !files.some((f) => f.file === file)) files.push({ file, beforePaint });
  };
  for (const [, url] of html.matchAll(/\s(?:src|href)="([^"]+)"/g)) add(url, true);
  for (const [, list] of html.matchAll(/\sdata-(?:entry|modules|styles)="([^"]*)"/g))
    for (const url of list.split(' ').filter(Boolean)) add(url, false);
  return files;
}
