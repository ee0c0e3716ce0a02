import { createContext } from 'react';
import type { ConsoleBundle } from '../createConsole';

/** React context holding the console bundle; set by `ConsoleProvider`. */
export const ConsoleContext = createContext<ConsoleBundle | null>(null);
