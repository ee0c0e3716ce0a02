import type { DictItemListResult } from '@backoffice/api/contract';
import { useConsole, useResource } from '@backoffice/console-ui';
import { dictItemApi } from './api';

/**
 * The items of one dictionary: fetched when the code changes or a dictionary write happens (not again when a
 * cached tab shows); `reload` fetches again.
 */
export function useDictItems(dictCode: string) {
  const api = dictItemApi(useConsole().client);
  const loaded = useResource<DictItemListResult>('dict', dictCode || null, () => api.list(dictCode));
  const data = loaded.failed ? null : loaded.data;
  return { dict: data?.dict ?? null, items: data?.list ?? [], loading: loaded.loading, reload: loaded.refresh, data };
}
