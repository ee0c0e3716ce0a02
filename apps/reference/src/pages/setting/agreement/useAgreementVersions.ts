import type { AgreementRecord } from '@backoffice/api/contract';
import { useResource } from '@backoffice/console-ui';
import { useApi } from '../../../app/useApi';

const NONE: AgreementRecord[] = [];

/**
 * Every version of one agreement type, newest first: fetched when the type changes or an agreement write
 * happens (not again when a cached tab shows); `reload` fetches again.
 */
export function useAgreementVersions(type: string | undefined) {
  const api = useApi().resource('agreement');
  const loaded = useResource<AgreementRecord[]>('agreement', type || null, () => api.read('history', { type: type ?? '' }));
  const versions = loaded.failed ? NONE : (loaded.data ?? NONE);
  return { versions, loading: loaded.loading, reload: loaded.refresh, published: versions.find((v) => v.status === 'published') };
}
