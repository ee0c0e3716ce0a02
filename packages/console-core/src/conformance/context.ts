import type { ConsoleBackend } from '../api/types';
import { EnvelopeError } from '../http/envelope';
import type { EnvelopeClient } from '../http/types';
import { CONTRACT_CHECKS } from './checks';
import { describeFailure } from './failure';
import type { ContractCheck, ContractCheckName, ContractCheckOptions, ContractCheckStatus } from './types';

/**
 * A call's outcome: its value, or the error with a sentence saying why.
 * @example
 * const outcome: CallOutcome<unknown> = { ok: false, error, reason: 'answered code 403 (HTTP 403): "Not permitted"' };
 */
export type CallOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown; reason: string };

/**
 * What the steps of one run share: the adapter under test, the token the kit holds, what earlier steps saw,
 * and the verdicts so far.
 * @example
 * ctx.token = null; const outcome = await ctx.call('menu without a token', () => ctx.backend.menuAndOperate());
 */
export interface RunContext {
  backend: ConsoleBackend;
  client: EnvelopeClient;
  options: ContractCheckOptions;
  /** The token sent with each call (null: none). */
  token: string | null;
  /** The signed-in account must change a one-time password first (the server then refuses most calls). */
  mustChangePassword: boolean;
  /** The menu the login answered, when it sent one. */
  loginMenu: unknown;
  /** Every envelope refusal seen, for the status check. */
  refusals: { call: string; code: number; status: number | undefined }[];
  verdicts: Map<ContractCheckName, { status: ContractCheckStatus; reason: string }>;
  /** Whether the caller asked to skip a check (its verdict is then recorded as skipped). */
  skipped(name: ContractCheckName): boolean;
  verdict(name: ContractCheckName, status: ContractCheckStatus, reason: string): void;
  /** Runs a call; never throws. */
  call<T>(what: string, run: () => Promise<T>): Promise<CallOutcome<T>>;
}

/**
 * Creates the context of one run.
 * @example
 * const ctx = createRunContext(backend, client, options);
 */
export function createRunContext(backend: ConsoleBackend, client: EnvelopeClient, options: ContractCheckOptions): RunContext {
  const ctx: RunContext = {
    backend,
    client,
    options,
    token: null,
    mustChangePassword: false,
    loginMenu: undefined,
    refusals: [],
    verdicts: new Map(),
    skipped(name) {
      if (!options.skip?.includes(name)) return false;
      ctx.verdicts.set(name, { status: 'skip', reason: 'skipped by the caller' });
      return true;
    },
    verdict(name, status, reason) {
      if (!ctx.verdicts.has(name)) ctx.verdicts.set(name, { status, reason });
    },
    async call(what, run) {
      try {
        return { ok: true, value: await run() };
      } catch (error) {
        if (error instanceof EnvelopeError && error.kind === 'envelope')
          ctx.refusals.push({ call: what, code: error.code, status: error.status });
        const hint =
          ctx.mustChangePassword && error instanceof EnvelopeError && error.code === 403
            ? ' (this account must change its one-time password first: run the kit with an account that has its own)'
            : '';
        return { ok: false, error, reason: `${what} ${describeFailure(error)}${hint}` };
      }
    },
  };
  return ctx;
}

/**
 * The checks of a run in report order; a check no step decided is skipped with `missing` as its reason.
 * @example
 * const checks = collectChecks(ctx, 'not run');
 */
export function collectChecks(ctx: RunContext, missing: string): ContractCheck[] {
  return CONTRACT_CHECKS.map(({ name, title }) => {
    const verdict = ctx.verdicts.get(name) ?? { status: 'skip' as const, reason: missing };
    return { name, title, ...verdict };
  });
}
