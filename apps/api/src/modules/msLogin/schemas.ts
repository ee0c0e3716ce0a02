// Wire shapes of the Microsoft sign-in and binding routes, each defined once as a TypeBox schema: Fastify validates
// and serialises with it, the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the
// reference app imports.
import { userInfoSchema } from '../../auth/user-info.js';
import { Nullable, PageResult, StringEnum, Type, type Static } from '../../http/schema-types.js';

/** Why the callback sent the browser back to /mslogin (the page shows a message per reason). */
export type MsCallbackError = 'state' | 'denied' | 'token' | 'disabled' | 'unavailable';

const secret = Type.String({ minLength: 1, maxLength: 200 });
const userId = Type.Integer({ minimum: 1 });

/** Result of GET /api/admin/land/ms/config. */
export const msConfigResult = Type.Object({ enabled: Type.Boolean() });
export type MsConfigResult = Static<typeof msConfigResult>;

/** Body of POST /api/admin/land/ms/exchange. */
export const exchangeBody = Type.Object({ ticket: secret });
export type MsExchangeRequest = Static<typeof exchangeBody>;

/** Body of POST /api/admin/land/ms/pending. */
export const pendingBody = Type.Object({ pending: secret });
export type MsPendingRequest = Static<typeof pendingBody>;

/** Result of POST /api/admin/land/ms/pending: whether the binding screen can still be used. */
export const pendingResult = Type.Object({
  /** 'expired' covers used-up ones; 'unknown' also covers a link opened in another browser. */
  status: StringEnum(['active', 'expired', 'unknown']),
  /** Display name of the Microsoft account (when active). */
  label: Nullable(Type.String()),
  expiresAt: Nullable(Type.String()),
});
export type MsPendingResult = Static<typeof pendingResult>;

/** Body of POST /api/admin/land/ms/bind. */
export const bindBody = Type.Object({
  pending: secret,
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type MsBindRequest = Static<typeof bindBody>;

/** A console sign-in as the password login gives it (token and user info), plus where the console should go next. */
export const signInResult = Type.Object({
  token: Type.String(),
  userInfo: userInfoSchema,
  /** Local console path to open (the target kept from the login page). */
  redirect: Type.String(),
});
export type MsSignInResult = Static<typeof signInResult>;

/** A binding as admins and the user see it. */
export const bindingView = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  provider: Type.String(),
  tenant: Type.String(),
  oid: Type.String(),
  /** Display name of the Microsoft account when it was bound. */
  label: Nullable(Type.String()),
  createdAt: Type.String(),
  lastLoginAt: Nullable(Type.String()),
});
export type MsBindingView = Static<typeof bindingView>;

/** Body of POST /api/admin/msBinding/list. */
export const listBody = Type.Object({
  userId,
  current: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type MsBindingListRequest = Static<typeof listBody>;

/** Result of POST /api/admin/msBinding/list. */
export const bindingListResult = PageResult(bindingView);
export type MsBindingListResult = Static<typeof bindingListResult>;

/** Body of POST /api/admin/msBinding/remove. */
export const removeBody = Type.Object({ userId });
export type MsBindingRemoveRequest = Static<typeof removeBody>;

/** Result of POST /api/admin/self/msBinding. */
export const selfBindingResult = Type.Object({ binding: Nullable(bindingView) });
export type SelfMsBindingResult = Static<typeof selfBindingResult>;
