// Operation codes are declared by the modules that own them (each `modules/<name>/module.ts`, under its menu
// entries); this type is their union, so a route that names an undeclared code fails to compile.
import type { OperationsOf } from '../modules/api-module.js';
import type { API_MODULES } from '../modules/index.js';

/** Any operation code a route may require, e.g. `user:list`. */
export type OperationCode = OperationsOf<typeof API_MODULES>;
