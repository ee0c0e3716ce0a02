import { useContext } from 'react';
import type { ConsoleBundle } from '../createConsole';
import { ConsoleContext } from './ConsoleContext';

/**
 * The console bundle of the nearest `ConsoleProvider`; throws outside one.
 *
 * @example
 * const { client } = useConsole();
 * await client.post('/api/admin/user/list', { current: 1, pageSize: 20 });
 */
export function useConsole(): ConsoleBundle {
  const bundle = useContext(ConsoleContext);
  if (!bundle) throw new Error('useConsole must be used inside <ConsoleProvider>');
  return bundle;
}
