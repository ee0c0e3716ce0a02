// The API's request/response types, for the reference app to import as types only
// (`import type { LoginResult } from '@backoffice/api/contract'`). Each is `Static<typeof schema>` of the TypeBox
// schema its route validates and serialises with (modules/<name>/schemas.ts), so the console's types, the server's
// checks and the OpenAPI document are one definition; this file only gathers them.
//
// Updates (every route ending in `update`): only the record's key (`id`, or `userId`) is required. A field
// left out keeps its stored value; a field sent as null, '' or [] is cleared. An update may carry the `updatedAt`
// it loaded (projects, sessions, roles, dictionaries and their items, agreement drafts, questions, Picture It sets, users):
// when the record changed since, the answer is 409 with `result.reason` 'stale' and nothing is written
// (console-core's `isStaleEdit`). The check is made inside the transaction that writes, so of two edits sent at
// once from one version one is saved and the other refused.
// Errors: 503 means the database is unavailable for now (retry; `Retry-After` says when).
// Labels in two languages (issue 17): dictionaries, their items and roles carry the en-US text (`name`, `label`,
// `remark`) and an optional zh-CN one (`nameZh`, `labelZh`, `remarkZh`); '' or null stores none, and readers show
// the en-US text then (console-core's `pickLabel`). /dict/all adds `dictNames` and each item's `labels` per locale.

export type { Envelope } from './http/envelope.js';
export type { ApiCode } from './http/errors.js';
export type { UserInfo } from './auth/user-info.js';
import type { OperationsOf } from './modules/api-module.js';
import type { API_MODULES } from './modules/index.js';

/**
 * Any operation code a module of this server declares, e.g. `user:list`: what the console's `<Permission operation>`
 * and `useOperation` accept. Computed here only, for the console: the server's routes are typed by the codes their
 * own module declares (modules/<name>/operations.ts) and the kernel takes plain strings.
 */
export type OperationCode = OperationsOf<typeof API_MODULES>;
export type { LoginAnswer, LoginRequest, LoginResult, LogoutResult, SecondFactorStep } from './modules/signIn/schemas.js';
export type {
  PasskeyOptionsResult,
  PasskeyRegisterRequest,
  PasskeySignInOptionsResult,
  SecondFactorRenameRequest,
  RecoveryCodesRequest,
  RecoveryCodesResult,
  ResetSecondFactorRequest,
  SecondFactorItem,
  SecondFactorListResult,
  SecondFactorRemoveRequest,
  SecondFactorSignInRequest,
  TotpConfirmRequest,
  TotpStartResult,
} from './modules/secondFactor/schemas.js';
export type { SelfInfoResult, MenuAndOperateResult, MenuNode } from './modules/currentUser/schemas.js';
export type { HealthResult } from './modules/health/schemas.js';
export type {
  RoleItem,
  RoleListRequest,
  RoleListResult,
  RoleOption,
  RoleIdRequest,
  RoleDetailResult,
  RoleAddRequest,
  RoleUpdateRequest,
  RoleStatusRequest,
  RoleAssignPermissionsRequest,
  RoleAssignPermissionsResult,
} from './modules/role/schemas.js';
export type {
  PermissionNode,
  PermissionFields,
  PermissionAddRequest,
  PermissionUpdateRequest,
  PermissionMoveRequest,
  PermissionDeleteRequest,
} from './modules/permission/schemas.js';
export type {
  AuthSessionItem,
  AuthSessionListRequest,
  AuthSessionListResult,
  AuthSessionEndRequest,
} from './modules/signInSession/schemas.js';
export type {
  MySignInItem,
  MySignInListRequest,
  MySignInListResult,
  MySignInEndRequest,
  MySignInEndOthersResult,
} from './modules/mySignIns/schemas.js';
export type {
  ListPreferencesValue,
  ListPreferencesNameRequest,
  ListPreferencesGetResult,
  ListPreferencesSaveRequest,
} from './modules/listPreferences/schemas.js';
export type { AuditItem, AuditListRequest, AuditListResult, AuditActionsResult } from './modules/audit/schemas.js';
export type {
  UserRecord,
  UserSortField,
  UserListRequest,
  UserListResult,
  UserIdRequest,
  UserProfileFields,
  UserAddRequest,
  UserAddResult,
  UserUpdateRequest,
  UserStatusRequest,
  UserResetPasswordResult,
  UserAssignRolesRequest,
  ChangePhoneNumberRequest,
} from './modules/user/schemas.js';
export type { AddressLocksResult, UnlockAddressRequest, UserUnlockRequest } from './modules/signInThrottle/schemas.js';
export type { PasswordChangeRequest, PasswordChangeResult } from './modules/password/schemas.js';
export type {
  VerifyCodeRecord,
  VerifyCodeStatus,
  VerifyPurpose,
  VerifyCodeSendRequest,
  VerifyCodeSendResult,
  VerifyCodeListRequest,
  VerifyCodeFilter,
  VerifyCodeListResult,
  VerifyCodeDeleteRequest,
  SmsOutboxRecord,
  SmsOutboxListRequest,
  SmsOutboxListResult,
} from './modules/verifyCode/schemas.js';
export type {
  DictRecord,
  DictItemRecord,
  DictAllEntry,
  DictAllResult,
  DictListRequest,
  DictListResult,
  DictFilter,
  DictAddRequest,
  DictUpdateRequest,
  DictItemFilter,
  DictItemListRequest,
  DictItemListResult,
  DictItemAddRequest,
  DictItemUpdateRequest,
  DictItemReorderRequest,
  ArcoPresetColor,
  DictAllItem,
  LocaleLabels,
} from './modules/dict/schemas.js';
export type {
  AgreementRecord,
  AgreementStatus,
  AgreementListRequest,
  AgreementListResult,
  AgreementIdRequest,
  AgreementAddRequest,
  AgreementUpdateRequest,
  AgreementHistoryRequest,
  AgreementHistoryResult,
} from './modules/agreement/schemas.js';
export type { FileRecord, FileListRequest, FileListResult, FileIdRequest, FileUploadResult } from './modules/file/schemas.js';
export type {
  ProjectStatus,
  ProjectUserRef,
  ProjectItem,
  ProjectSortField,
  ProjectFilter,
  ProjectListRequest,
  ProjectListResult,
  ProjectIdRequest,
  ProjectAddRequest,
  ProjectUpdateRequest,
  ProjectUserOptionsRequest,
  ProjectUserOption,
} from './modules/project/schemas.js';
export type { ParticipantListRequest, ParticipantFilter, ParticipantListResult } from './modules/session/participant-schemas.js';
export type {
  SessionKind,
  SessionStatus,
  ParticipantStatus,
  SessionItem,
  SessionGuideItem,
  SessionParticipant,
  SessionDetail,
  SessionListRequest,
  SessionListResult,
  SessionIdRequest,
  SessionFields,
  SessionAddRequest,
  SessionUpdateRequest,
  ParticipantAddRequest,
  ParticipantUpdateRequest,
  ParticipantRemoveRequest,
  GuideSetRequest,
} from './modules/session/schemas.js';
export type {
  MsConfigResult,
  MsExchangeRequest,
  MsPendingRequest,
  MsPendingResult,
  MsBindRequest,
  MsBindingListRequest,
  MsBindingListResult,
  MsBindingRemoveRequest,
  SelfMsBindingResult,
  MsSignInResult,
  MsBindingView,
  MsCallbackError,
} from './modules/msLogin/schemas.js';
export type {
  QuestionType,
  QuestionOption,
  QuestionRating,
  QuestionListRequest,
  QuestionRecord,
  QuestionListResult,
  QuestionAddRequest,
  QuestionUpdateRequest,
  QuestionUsage,
  PictureItOption,
} from './modules/question/schemas.js';
export type {
  PictureItListRequest,
  PictureItSetSummary,
  PictureItListResult,
  PictureItImage,
  PictureItSetDetail,
  PictureItImageInput,
  PictureItAddRequest,
  PictureItUpdateRequest,
  PictureItReorderRequest,
} from './modules/pictureIt/schemas.js';
export type {
  TranscriptSegment,
  MinutesSession,
  MinutesDetail,
  MinutesSaveRequest,
  MinutesSaveResult,
  MinutesExportRequest,
  MinutesSessionListRequest,
  MinutesSessionRow,
  MinutesSessionListResult,
} from './modules/minutes/schemas.js';
export type {
  CountBy,
  UpcomingSession,
  WeekCount,
  DashboardOverview,
  DemoRowsRequest,
  DemoRow,
  DemoRowsResult,
} from './modules/dashboard/schemas.js';
export type { SampleDataStatus, SampleDataLoadResult } from './modules/sampleData/schemas.js';
/** The routes every declared resource gets (resources/): bulk, undoable delete with restore, export. */
export type {
  BulkRequest,
  BulkResult,
  BulkRefusal,
  UndoableDelete,
  RestoreRequest,
  RestoreResult,
  ExportFormat,
  ExportRequest,
} from './resources/schemas.js';
export type { QuestionFilter, QuestionStatus } from './modules/question/schemas.js';
