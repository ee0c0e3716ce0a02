import { lazy, Suspense } from 'react';

const TwoStepEnrolPage = lazy(() => import('./TwoStepEnrolPage'));

/** The enrolment screen for `ConsoleRoutes`' `publicPages` (/twoStepEnrol), loaded on demand. */
export const twoStepPublicPages = {
  twoStepEnrol: (
    <Suspense fallback={null}>
      <TwoStepEnrolPage />
    </Suspense>
  ),
};
