import { createApiClient, type ApiClient } from '@backoffice/api-client';
import { useConsole } from '@backoffice/console-ui';
import { useMemo } from 'react';

/** The server's API, typed route by route (`@backoffice/api-client`), over the console's envelope client. */
export function useApi(): ApiClient {
  const { client } = useConsole();
  return useMemo(() => createApiClient(client), [client]);
}
