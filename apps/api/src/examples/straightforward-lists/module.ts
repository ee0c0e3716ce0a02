// The straightforward lists (queries.ts) as a module the server adds only for the benchmark
// (BENCH_STRAIGHTFORWARD_LISTS=on, server.ts): routes only, no tables, menus or codes of its own.
import { defineApiModule } from '../../modules/api-module.js';
import { straightforwardListRoutes } from './routes.js';

/** Routes beside each varied list of bench/load.mjs, written as a team writes them first. */
export const straightforwardListsModule = defineApiModule({
  name: 'straightforwardLists',
  routes: (app, { db }) => straightforwardListRoutes(app, { db }),
});
