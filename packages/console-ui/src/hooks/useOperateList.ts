import { useSettings } from './useSettings';

/**
 * The operation codes the server granted the user (`menuAndOperate` → operateList).
 *
 * @example
 * const ops = useOperateList();
 * ops.includes('project:add');
 */
export function useOperateList(): string[] {
  return useSettings((s) => s.serverOperate);
}
