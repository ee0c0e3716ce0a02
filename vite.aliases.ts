/**
 * Source aliases so tests, Storybook and the dev server use the packages' TypeScript, not their builds.
 * The most specific entry comes first: aliases match by prefix, first match wins.
 */
export const sourceAliases = {
  '@backoffice/console-ui/style.css': `${import.meta.dirname}/packages/console-ui/src/styles/console-ui.css`,
  '@backoffice/console-ui/setup': `${import.meta.dirname}/packages/console-ui/src/setup/index.ts`,
  '@backoffice/console-core/contract': `${import.meta.dirname}/packages/console-core/src/contract/index.ts`,
  '@backoffice/console-core/conformance': `${import.meta.dirname}/packages/console-core/src/conformance/index.ts`,
  '@backoffice/console-core': `${import.meta.dirname}/packages/console-core/src/index.ts`,
  '@backoffice/console-ui': `${import.meta.dirname}/packages/console-ui/src/index.ts`,
  '@backoffice/api-client': `${import.meta.dirname}/packages/api-client/src/index.ts`,
};
