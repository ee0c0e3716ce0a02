// Route schemas compiled once per process, not once per app. Fastify compiles every route's validator (ajv) and
// response serializer (fast-json-stringify) for each app it builds; the route schemas are module constants, so a
// process that builds many apps (the API suites build hundreds, a supervisor may build several) compiled the same
// schemas again each time: about 280 ms of the 300 ms an app took to build. These factories give fastify its own
// compilers, one set per app as before, and keep what they compile per schema object: a schema an app builds for
// itself is compiled anew and forgotten with it (a WeakMap), and only compilers of the same options share.
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { derivedOnce } from './derived-once.js';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** What fastify hands a compiler for one route's schema: the compiled function depends on `schema` alone. */
interface RouteSchema {
  schema: object;
}

type CompilerFactory<Compiled> = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => Compiled;

/** Route schemas fastify asked the compilers for, and how many of them were compiled (not found compiled). */
const counts = { requested: 0, compiled: 0 };

/**
 * How many route schemas this process's apps asked to compile, and how many were compiled anew.
 *
 * @example
 * const { requested, compiled } = schemaCompileCounts(); // after a second app: compiled grew by a few, requested by hundreds
 */
export function schemaCompileCounts(): { requested: number; compiled: number } {
  return { ...counts };
}

/** `factory`, remembering per schema object (and per options) what its compilers compiled. */
function compilingOnce<Compiled>(factory: CompilerFactory<Compiled>): CompilerFactory<Compiled> {
  const byOptions = new Map<string, WeakMap<object, Compiled>>();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const key = JSON.stringify([externalSchemas, options]);
    const known = byOptions.get(key) ?? new WeakMap<object, Compiled>();
    byOptions.set(key, known);
    return (route) => {
      counts.requested += 1;
      return derivedOnce(known, route.schema, () => {
        counts.compiled += 1;
        return compile(route);
      });
    };
  };
}

/**
 * Fastify's `schemaController.compilersFactory`: its default compilers, each route schema compiled once per process.
 *
 * @example
 * const app = Fastify({ schemaController: { compilersFactory: schemaCompilersOncePerProcess } });
 */
export const schemaCompilersOncePerProcess = {
  buildValidator: compilingOnce((externalSchemas, options) => AjvCompiler()(externalSchemas as never, options as never) as never),
  buildSerializer: compilingOnce((externalSchemas, options) => SerializerSelector()(externalSchemas as never, options as never) as never),
} as CompilersFactory;
