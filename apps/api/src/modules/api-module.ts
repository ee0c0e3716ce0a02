// What an API module brings to the server, declared once in its own folder (`modules/<name>/module.ts`) and
// collected by the app from the one list in `modules/index.ts`. The shape is narrow on purpose: the app needs
// a module's migrations (to build the schema), its menu entries with their operation codes (to seed the
// permission tree and, in contract.ts, the console's `OperationCode`), and a function that registers its routes. A
// module's tables join the `Database` type from its own `tables.ts` (TypeScript declaration merging), so the
// schema is assembled from the modules and `db/types.ts` imports none of them.
import type { DerivedSchema } from '../db/derived-schema.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { FoldedHistory } from '../db/migration-lineage.js';
import type { SessionPolicy } from '../auth/types.js';
import type { AppConfig } from '../config.js';
import type { DialectName } from '../db/connect.js';
import type { Database } from '../db/types.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import type { SmsSender } from '../sms/types.js';
import type { SecretSealer } from '../auth/sealed-secrets.js';
import type { ResourceDeps } from '../resources/records.js';
import type { MenuTitles, ModuleDirectory, ModuleMenu } from './menu-declarations.js';
import type { SignInThrottle } from './signInThrottle/throttle.js';

export { hiddenEntry, hiddenMenuEntry, menuEntry } from './menu-declarations.js';
export type { MenuEntryExtras, MenuTitles, ModuleDirectory, ModuleMenu } from './menu-declarations.js';

/** What every module's routes may use: the app's shared parts, built once by `buildApp`. */
export interface ModuleContext {
  db: Kysely<Database>;
  dialect: DialectName;
  now: () => Date;
  config: AppConfig;
  policy: SessionPolicy;
  throttle: SignInThrottle;
  sms: SmsSender;
  metrics: AppMetrics;
  /** Seals and opens secrets the server reads back (auth/sealed-secrets.ts), under the configured secrets key. */
  secrets: SecretSealer;
  /** Names of every migration the app knows (what a ready server must have run). */
  migrationNames: readonly string[];
  /** The modules' menu titles by title key (`menu.setting`, `menu.setting.role`). */
  menuTitles: ReadonlyMap<string, MenuTitles>;
  /** The operation codes the modules' routes require: their permission rows cannot be deleted or recoded. */
  operationCodes: ReadonlySet<string>;
}

/** One API module: its schema changes, menu entries, operation codes and routes. */
export interface ApiModule {
  /** The folder name under `modules/`. */
  readonly name: string;
  /**
   * The tables it owns (created by its migrations). Their row types are its `tables.ts`'s `<Name>Tables`, which
   * joins `Database`; naming that type here (`satisfies (keyof FileTables)[]`) keeps it in every program that
   * sees the module list, the contract's declaration build included.
   */
  readonly tables?: readonly string[];
  /**
   * Those of `tables` that stay small whatever the business grows to (tens to thousands of rows, curated by staff):
   * the list-plan check (http/list-plans.test.ts) lets a list scan or sort them. Every other table is big.
   */
  readonly smallTables?: readonly string[];
  /**
   * Lists whose answers the answer cache keeps (`listResultCacheOf(db, name)`, lists/index.ts), each with the tables
   * whose writes can change its answers (names, counts and scopes included). Its migrations add the list's
   * list_versions row and the triggers that move it on writes to those tables (`createListVersion`,
   * db/migrations/portable.ts); lists/answer-cache/list-results.test.ts checks that exactly those tables move it.
   */
  readonly cachedLists?: Readonly<Record<string, readonly string[]>>;
  /** Those of `tables` its migrations create on PostgreSQL only (an aid to PostgreSQL's planner SQLite does without). */
  readonly postgresOnlyTables?: readonly string[];
  /** Migrations by their recorded name (`NNN_name`); all modules' migrations run together in name order. */
  readonly migrations?: Readonly<Record<string, Migration>>;
  /**
   * Its migrations folded into a baseline (issue 41): a new database runs `baseline` (with `migrations`); one that
   * ran every migration `folded` names (deleted, by name only) skips it, one that ran some is refused at start
   * (db/migration-lineage.ts).
   */
  readonly history?: FoldedHistory;
  /** Schema derived from a run-time declaration (e.g. triggers), re-created at start when it changes (db/derived-schema.ts). */
  readonly derivedSchema?: readonly DerivedSchema[];
  readonly directories?: readonly ModuleDirectory[];
  readonly menus?: readonly ModuleMenu[];
  /** Operation codes this module adds under a menu another module owns, by that menu's route name. */
  readonly operationsUnder?: Readonly<Record<string, readonly string[]>>;
  /**
   * Runs once on every start, after the migrations and the seed and before any route answers (e.g. sealing secrets
   * stored before sealing existed). A throw stops the start with its message.
   */
  readonly onStart?: (context: ModuleContext) => Promise<void>;
  /** Registers the module's routes; each declares its access (http/define-route.ts). */
  readonly routes?: (app: FastifyInstance, context: ModuleContext) => void;
}

/**
 * Declares a module, keeping its operation codes as literal types so that the console's `OperationCode`
 * (contract.ts) is the union of what the listed modules declare.
 *
 * @example
 * export const agreementModule = defineApiModule({
 *   name: 'agreement',
 *   migrations: { '031_agreements': m031 },
 *   menus: [{
 *     directory: 'setting', path: 'agreement', name: 'Agreement', order: 70,
 *     titles: { 'en-US': 'Agreements', 'zh-CN': '协议管理' }, operations: operationCodes('agreement', ['list', 'add']),
 *   }],
 *   routes: (app, { db, now }) => agreementRoutes(app, { db, now }),
 * });
 */
export function defineApiModule<const M extends ApiModule>(module: M): M {
  return module;
}

/**
 * Operation codes `<resource>:<action>` for a list of actions, as literal types.
 *
 * @example
 * operationCodes('role', ['list', 'add'] as const); // ['role:list', 'role:add']
 */
export function operationCodes<const P extends string, const A extends string>(resource: P, actions: readonly A[]): `${P}:${A}`[] {
  return actions.map((action) => `${resource}:${action}` as `${P}:${A}`);
}

/** The usual actions of a managed record. */
export const CRUD = ['list', 'detail', 'add', 'update', 'delete'] as const;
/** {@link CRUD} and enabling/disabling. */
export const CRUD_STATUS = [...CRUD, 'status'] as const;

/** Every operation code the given modules declare, as a union type. */
export type OperationsOf<Modules extends readonly ApiModule[]> = {
  [I in keyof Modules]:
    | (Modules[I]['menus'] extends readonly (infer Menu)[] ? (Menu extends { operations: readonly (infer Code)[] } ? Code : never) : never)
    | (Modules[I]['operationsUnder'] extends Readonly<Record<string, readonly (infer Code)[]>> ? Code : never);
}[number];

/**
 * What a declared resource's routes (resources/routes.ts) take from the module context: the database, the clock,
 * the undo window and the export cap.
 *
 * @example
 * routes: (app, context) => questionRoutes(app, resourceDeps(context)),
 */
export function resourceDeps(context: ModuleContext): ResourceDeps {
  const { db, now, config } = context;
  return { db, now, undoSeconds: config.undoSeconds, exportMaxRows: config.exportMaxRows };
}
