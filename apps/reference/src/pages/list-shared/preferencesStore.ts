import { useMemo } from 'react';
import type { ListPreferencesGetResult, ListPreferencesNameRequest, ListPreferencesSaveRequest } from '@backoffice/api/contract';
import type { EnvelopeClient, ListPreferencesStore } from '@backoffice/console-core';
import { useConsole } from '@backoffice/console-ui';

const BASE = '/api/admin/self/listPreferences';

/**
 * List settings kept on the server (the listPreferences module), so a user's hidden columns, column order, density
 * and page size follow them to another browser. Each `<ResourceList>` of this console takes it as `preferences`.
 */
export function serverPreferencesStore(client: EnvelopeClient): ListPreferencesStore {
  return {
    load: (list) => client.post<ListPreferencesGetResult>(`${BASE}/get`, { list } satisfies ListPreferencesNameRequest),
    save: async (list, preferences) => {
      await client.post<null>(`${BASE}/save`, { list, preferences } satisfies ListPreferencesSaveRequest);
    },
    reset: async (list) => {
      await client.post<null>(`${BASE}/reset`, { list } satisfies ListPreferencesNameRequest);
    },
  };
}

/** The console client's {@link serverPreferencesStore}, the same object across renders. */
export function useServerPreferences(): ListPreferencesStore {
  const { client } = useConsole();
  return useMemo(() => serverPreferencesStore(client), [client]);
}
