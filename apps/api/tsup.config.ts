import { defineConfig } from 'tsup';

export default defineConfig({
  // The server, and the operator's command that lifts sign-in locks (`npm run unlock-sign-in`), each one file.
  entry: ['src/server.ts', 'src/unlock-sign-in.ts'],
  splitting: false,
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Dependencies stay in node_modules (better-sqlite3 is native).
  skipNodeModulesBundle: true,
  // The wire types for the console (`@backoffice/api/contract`), bundled into one declaration file. Its
  // `OperationCode` is the union the module manifests declare, so the file refers to Fastify's and Kysely's
  // types (resolved from the workspace; the reference app imports it as types only, with skipLibCheck).
  dts: { entry: { contract: 'src/contract.ts' } },
});
