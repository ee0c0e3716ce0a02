import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Dependencies stay in node_modules (better-sqlite3 is native).
  skipNodeModulesBundle: true,
  // The wire types for the console (`@backoffice/api/contract`), bundled into one self-contained
  // declaration file so the reference app needs none of the server's Node/Fastify typings.
  dts: { entry: { contract: 'src/contract.ts' } },
});
