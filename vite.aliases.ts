/** Source aliases so tests, Storybook and the dev server use the packages' TypeScript, not their builds. */
export const sourceAliases = {
  '@backoffice/console-core': `${import.meta.dirname}/packages/console-core/src/index.ts`,
  '@backoffice/console-ui': `${import.meta.dirname}/packages/console-ui/src/index.ts`,
};
