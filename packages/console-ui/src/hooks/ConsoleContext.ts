import { createContext } from 'react';
import type { ConsoleBundle } from '../createConsole';

/**
 * React context holding the console bundle; set by `ConsoleProvider`.
 *
 * @example
 * <ConsoleContext.Provider value={bundle}>{children}</ConsoleContext.Provider>
 */
export const ConsoleContext = createContext<ConsoleBundle | null>(null);
