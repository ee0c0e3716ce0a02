import type { Locale } from '@backoffice/console-core';
import { bindingUserMessages } from './bindingUser/messages';
import { loginMessages } from './login/messages';
import { msLoginMessages } from './mslogin/messages';

/** The strings of the pages shown before sign-in (login, mslogin, bindingUser), loaded up front. */
export const publicPageMessages: Record<Locale, Record<string, string>>[] = [loginMessages, msLoginMessages, bindingUserMessages];
