// The closed list of operation codes. Routes declare one of these, the seed puts each under its
// menu, and the type makes a typo in a route declaration a compile error.

const crud = ['list', 'detail', 'add', 'update', 'delete'] as const;
const crudStatus = [...crud, 'status'] as const;

function codes<P extends string, A extends string>(prefix: P, actions: readonly A[]): `${P}:${A}`[] {
  return actions.map((a) => `${prefix}:${a}` as `${P}:${A}`);
}

/** Operation codes grouped by the menu (route name) they hang under in the permission tree. */
export const OPERATIONS_BY_MENU = {
  AdminList: codes('user', [...crudStatus, 'resetPassword', 'assignRoles', 'unlock'] as const),
  Role: codes('role', [...crudStatus, 'assignPermissions'] as const),
  // Loading the sample data set into an empty database (modules/sampleData): a setting no built-in role but admin holds.
  Permission: [...codes('permission', crud), ...codes('sampleData', ['load'] as const)],
  ProjectMgtList: [
    ...codes('project', ['list', 'add', 'update', 'delete', 'detail', 'close', 'archive', 'export'] as const),
    ...codes('session', crud),
  ],
  // Writes through the 'my' endpoints; their reads need only a sign-in and are scoped to the caller's records.
  MyProjects: [...codes('project', ['myAdd', 'myUpdate'] as const), ...codes('session', ['myUpdate'] as const)],
  MeetingMinutes: codes('minutes', crud),
  // Saving through the 'my' minutes endpoints (reads there need only a sign-in and are scoped to the caller's sessions).
  MyMeetingMinutes: codes('minutes', ['myUpdate'] as const),
  QuestionList: codes('question', crudStatus),
  PictureItList: codes('pictureIt', crudStatus),
  Dict: codes('dict', crudStatus),
  Agreement: codes('agreement', crudStatus),
  File: codes('file', crud),
  VerifyCode: codes('verifyCode', ['list', 'detail', 'add', 'delete'] as const),
  AuditLog: [...codes('audit', ['list'] as const), ...codes('authSession', ['list', 'end'] as const)],
} as const;

type Values<T> = T[keyof T];
/** Any operation code a route may require, e.g. `user:list`. */
export type OperationCode = Values<typeof OPERATIONS_BY_MENU>[number];

/** Every operation code, in seed order. */
export const ALL_OPERATION_CODES: readonly OperationCode[] = Object.values(OPERATIONS_BY_MENU).flat();
