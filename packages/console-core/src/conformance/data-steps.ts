import { EnvelopeError } from '../http/envelope';
import type { RunContext } from './context';
import { dictProblems, menuTreeProblems, operateListProblems, pageProblems } from './shapes';

/** A key of an object answer (undefined for anything else). */
export const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * `menu.tree` and `menu.operateList`, from one menuAndOperate call (and the menu login sent, when it did).
 * @example
 * await checkMenu(ctx);
 */
export async function checkMenu(ctx: RunContext): Promise<void> {
  const skipTree = ctx.skipped('menu.tree');
  const skipOperate = ctx.skipped('menu.operateList');
  if ((skipTree && skipOperate) || ctx.token === null) return;
  const outcome = await ctx.call('menuAndOperate', () => ctx.backend.menuAndOperate());
  if (!outcome.ok) {
    ctx.verdict('menu.tree', 'fail', outcome.reason);
    return ctx.verdict('menu.operateList', 'fail', outcome.reason);
  }
  const { components, operations } = ctx.options;
  const tree = field(outcome.value, 'menuTree');
  const treeProblems = menuTreeProblems(tree, components);
  if (ctx.loginMenu !== undefined) {
    treeProblems.push(...menuTreeProblems(field(ctx.loginMenu, 'menuTree'), components).map((p) => `the menu sent with login: ${p}`));
  }
  const nodes = Array.isArray(tree) ? tree.length : 0;
  ctx.verdict(
    'menu.tree',
    treeProblems.length ? 'fail' : 'pass',
    treeProblems.length ? treeProblems.join('; ') : `${nodes} top-level nodes${nodes ? '' : ' (this account sees no menu)'}`,
  );
  const list = field(outcome.value, 'operateList');
  const operateProblems = operateListProblems(list, operations);
  if (ctx.loginMenu !== undefined) {
    operateProblems.push(...operateListProblems(field(ctx.loginMenu, 'operateList')).map((p) => `the menu sent with login: ${p}`));
  }
  const count = Array.isArray(list) ? list.length : 0;
  ctx.verdict(
    'menu.operateList',
    operateProblems.length ? 'fail' : 'pass',
    operateProblems.length ? operateProblems.join('; ') : `${count} operation codes`,
  );
}

/**
 * `dict.entries`: all dictionaries, each with a dictCode and items of label and value; grouped as the kit does.
 * @example
 * await checkDictionaries(ctx);
 */
export async function checkDictionaries(ctx: RunContext): Promise<void> {
  const name = 'dict.entries';
  if (ctx.skipped(name) || ctx.token === null) return;
  const outcome = await ctx.call('dictAll', () => ctx.backend.dictAll({}));
  if (!outcome.ok) return ctx.verdict(name, 'fail', outcome.reason);
  const { problems, codes, repeated } = dictProblems(outcome.value);
  if (problems.length > 0) return ctx.verdict(name, 'fail', problems.join('; '));
  ctx.verdict(
    name,
    'pass',
    `${codes} dictionaries${repeated ? `; ${repeated} repeated code${repeated === 1 ? '' : 's'} (the kit keeps the first of each)` : ''}`,
  );
}

/** A page size no server should grant. */
const HUGE_PAGE_SIZE = 1_000_000;

/**
 * The named list call as the checks use it: a page fetcher (the caller's filters sent with every page) and how
 * the report names it; undefined when no list call was named.
 * @example
 * const list = listCaller(ctx); if (list) await list.fetchPage({ current: 1 });
 */
export function listCaller(ctx: RunContext): { fetchPage: (query: Record<string, unknown>) => Promise<unknown>; what: string } | undefined {
  const call = ctx.options.list;
  if (!call || (!call.path && !call.fetch)) return undefined;
  const filters = call.filters ?? {};
  const fetchPage = (query: Record<string, unknown>) =>
    call.fetch ? call.fetch({ ...filters, ...query }, ctx.client) : ctx.client.post(call.path!, { ...filters, ...query });
  return { fetchPage, what: `list ${call.path ?? '(fetch)'}` };
}

/**
 * `list.paging` on the list call the caller named: pages 1 and 2 of 2 rows (page 2 must not repeat page 1: a server
 * that ignores `current` fails), the default size (20) and the server's maximum (a huge page size is refused with
 * 400 or answered with a smaller pageSize).
 * @example
 * await checkListPaging(ctx);
 */
export async function checkListPaging(ctx: RunContext): Promise<void> {
  const name = 'list.paging';
  if (ctx.skipped(name)) return;
  const list = listCaller(ctx);
  if (!list) return ctx.verdict(name, 'skip', 'no list call was named (options.list)');
  if (ctx.token === null) return;
  const { fetchPage, what } = list;
  const asks = [{ current: 1, pageSize: 2 }, { current: 2, pageSize: 2 }, { current: 1 }];
  const problems: string[] = [];
  const rows: unknown[] = [];
  let total = 0;
  for (const asked of asks) {
    const outcome = await ctx.call(what, () => fetchPage(asked));
    if (!outcome.ok) return ctx.verdict(name, 'fail', outcome.reason);
    problems.push(...pageProblems(outcome.value, asked).map((p) => `${JSON.stringify(asked)}: ${p}`));
    rows.push(JSON.stringify(field(outcome.value, 'list')));
    total = Number(field(outcome.value, 'total')) || 0;
  }
  if (total > 2 && rows[0] === rows[1]) problems.push('page 2 answers the same rows as page 1: the server ignores `current`');
  const huge = await ctx.call(what, () => fetchPage({ current: 1, pageSize: HUGE_PAGE_SIZE }));
  if (huge.ok && field(huge.value, 'pageSize') === HUGE_PAGE_SIZE)
    problems.push(`pageSize ${HUGE_PAGE_SIZE} was granted: the server enforces no maximum`);
  if (!huge.ok && !(huge.error instanceof EnvelopeError && huge.error.code === 400))
    problems.push(`a huge pageSize: ${huge.reason}; expected 400 or a smaller pageSize`);
  if (problems.length > 0) return ctx.verdict(name, 'fail', problems.join('; '));
  const maximum = huge.ok ? `answered pageSize ${String(field(huge.value, 'pageSize'))}` : 'refused with 400';
  const compared = total > 2 ? 'page 2 differs from page 1' : 'pages not compared (fewer than 3 rows)';
  ctx.verdict(
    name,
    'pass',
    `${total} row${total === 1 ? '' : 's'} in all; ${compared}; default page size 20; a pageSize of ${HUGE_PAGE_SIZE} was ${maximum}`,
  );
}
