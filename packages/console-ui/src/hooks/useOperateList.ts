import { useSettings } from './useSettings';

/**
 * The operation codes the server granted the user (`menuAndOperate` → operateList: the wire keeps the server's
 * word "operate"; the kit says "operation" everywhere else).
 *
 * @example
 * const ops = useOperationList();
 * ops.includes('project:add');
 */
export function useOperationList(): string[] {
  return useSettings((s) => s.serverOperate);
}

/**
 * @deprecated Renamed {@link useOperationList} ("operation", as `<Permission operation>` and `useOperation` say);
 * kept for one release.
 * @example
 * const ops = useOperateList(); // prefer useOperationList()
 */
export const useOperateList = useOperationList;
