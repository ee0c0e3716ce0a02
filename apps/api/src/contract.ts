// The API's request/response types, for the reference app to import as types only
// (`import type { LoginResult } from '@backoffice/api/contract'`). Each is defined next to its
// route schema; this file only gathers them.

export type { Envelope } from './http/envelope.js';
export type { ApiCode } from './http/errors.js';
export type { UserInfo } from './auth/user-info.js';
export type { OperationCode } from './auth/operations.js';
export type { LoginRequest, LoginResult, LogoutResult } from './modules/land/routes.js';
export type { SelfInfoResult, MenuAndOperateResult, MenuNode } from './modules/self/routes.js';
export type { HealthResult } from './modules/health/routes.js';
