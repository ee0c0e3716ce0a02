import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { mustChangePassword, mustEnrolSecondFactor } from '@backoffice/console-core';
import { useSession } from '@backoffice/console-ui';

/** The enrolment screen's path (kept here so the gate does not load the screen's code). */
export const ENROL_PATH = '/twoStepEnrol';

/**
 * Holds a sign-in that must enrol a second factor on the enrolment screen: every other signed-in route goes
 * there (the server refuses their calls anyway). A one-time password is changed first, on its own form.
 */
export function EnrolmentGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const held = useSession((s) => s.token !== null && mustEnrolSecondFactor(s.userInfo) && !mustChangePassword(s.userInfo));
  if (held && pathname !== ENROL_PATH && pathname !== '/login') return <Navigate to={ENROL_PATH} replace />;
  return <>{children}</>;
}
