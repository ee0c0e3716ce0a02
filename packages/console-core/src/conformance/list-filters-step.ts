import { EnvelopeError } from '../http/envelope';
import type { RunContext } from './context';
import { field, listCaller } from './data-steps';

/** A field no list has: the server must refuse it, not answer the unfiltered list. */
export const UNKNOWN_FILTER = 'notAFilterOfThisList';

/**
 * `list.filters` on the list call the caller named: the filter it names as narrowing (`options.list.narrowing`)
 * answers fewer rows than the list without it, and a filter the list does not have is refused with 400 naming it
 * (a server that drops it answers the whole list, and the console's user believes the list filtered).
 * @example
 * await checkListFilters(ctx);
 */
export async function checkListFilters(ctx: RunContext): Promise<void> {
  const name = 'list.filters';
  if (ctx.skipped(name)) return;
  const list = listCaller(ctx);
  if (!list) return ctx.verdict(name, 'skip', 'no list call was named (options.list)');
  if (ctx.token === null) return;
  const { fetchPage, what } = list;
  const problems: string[] = [];
  const seen: string[] = [];
  const narrowing = ctx.options.list?.narrowing;
  if (narrowing) {
    const all = await ctx.call(what, () => fetchPage({ current: 1, pageSize: 20 }));
    const some = await ctx.call(what, () => fetchPage({ current: 1, pageSize: 20, ...narrowing }));
    if (!all.ok) return ctx.verdict(name, 'fail', all.reason);
    if (!some.ok) return ctx.verdict(name, 'fail', `with ${JSON.stringify(narrowing)}: ${some.reason}`);
    const [before, after] = [Number(field(all.value, 'total')), Number(field(some.value, 'total'))];
    if (!(after < before))
      problems.push(`${JSON.stringify(narrowing)} answered ${after} of ${before} rows: the filter does not narrow the list`);
    else seen.push(`${JSON.stringify(narrowing)} narrowed ${before} rows to ${after}`);
  } else seen.push('no narrowing filter was named (options.list.narrowing)');
  const unknown = await ctx.call(what, () => fetchPage({ current: 1, pageSize: 20, [UNKNOWN_FILTER]: 'x' }));
  if (unknown.ok) problems.push(`the unknown filter ${UNKNOWN_FILTER} was answered with a list; expected 400 naming it`);
  else if (!(unknown.error instanceof EnvelopeError && unknown.error.code === 400 && unknown.error.message.includes(UNKNOWN_FILTER)))
    problems.push(`the unknown filter ${UNKNOWN_FILTER}: ${unknown.reason}; expected 400 naming it`);
  else seen.push(`the unknown filter was refused: "${unknown.error.message}"`);
  ctx.verdict(name, problems.length ? 'fail' : 'pass', problems.length ? problems.join('; ') : seen.join('; '));
}
