import { lazy, Suspense } from 'react';

const MsLoginPage = lazy(() => import('./MsLoginPage'));
const BindingUserPage = lazy(() => import('../bindingUser/BindingUserPage'));

/**
 * The public Microsoft sign-in screens for `ConsoleRoutes`' `publicPages` (/mslogin and /bindingUser),
 * loaded on demand so the login page does not carry them.
 */
export const msPublicPages = {
  mslogin: (
    <Suspense fallback={null}>
      <MsLoginPage />
    </Suspense>
  ),
  bindingUser: (
    <Suspense fallback={null}>
      <BindingUserPage />
    </Suspense>
  ),
};
