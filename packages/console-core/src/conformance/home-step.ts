import { DEFAULT_TAB } from '../tabs/tabs';
import { joinPath } from '../routing/routing';
import type { RunContext } from './context';
import { field } from './data-steps';

/** Every full path a menu tree offers ('/dashboard/workplace'), hidden nodes included. */
function menuPaths(nodes: unknown, parent = '/'): string[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.flatMap((node) => {
    const path = field(node, 'path');
    if (typeof path !== 'string') return [];
    const full = joinPath(parent, path);
    return [full, ...menuPaths(field(node, 'children'), full)];
  });
}

/**
 * `menu.home`: the menu this account gets offers the console's home route (`options.home`, default the kit's
 * `/dashboard/workplace`), where the console goes after signing in and its first tab opens.
 * @example
 * await checkMenuHome(ctx);
 */
export async function checkMenuHome(ctx: RunContext): Promise<void> {
  const name = 'menu.home';
  if (ctx.skipped(name) || ctx.token === null) return;
  const home = ctx.options.home ?? DEFAULT_TAB.fullPath;
  const outcome = await ctx.call('menuAndOperate', () => ctx.backend.menuAndOperate());
  if (!outcome.ok) return ctx.verdict(name, 'fail', outcome.reason);
  const paths = menuPaths(field(outcome.value, 'menuTree'));
  if (paths.includes(home)) return ctx.verdict(name, 'pass', `the menu offers ${home}`);
  ctx.verdict(name, 'fail', `the menu does not offer the home route ${home} (set options.home to the console's createConsole home)`);
}
