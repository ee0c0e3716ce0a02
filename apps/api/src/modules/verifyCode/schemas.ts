// Wire shapes of the verification code routes, each defined once as a TypeBox schema: Fastify validates and
// serialises with it, the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports.
import { CappedPageResult, Nullable, StringEnum, Type, type Static } from '../../http/schema-types.js';
import { PHONE_PATTERN } from '../user/validation.js';

/** What a code may be used for. */
export const VERIFY_PURPOSES = ['changePhoneNumber'] as const;
/** One of {@link VERIFY_PURPOSES}. */
export type VerifyPurpose = (typeof VERIFY_PURPOSES)[number];

/** Statuses as lists show them: the stored one, with `expired` for issued codes past their time. */
export const STATUSES = ['issued', 'used', 'expired', 'locked'] as const;
/** Status as lists show it: the stored one, with `expired` for issued codes past their time. */
export type VerifyCodeStatus = (typeof STATUSES)[number];

/** A code as the list shows it; never the code or its hash. */
export const recordSchema = Type.Object({
  id: Type.Integer(),
  phoneNumber: Type.String(),
  purpose: Type.String(),
  status: StringEnum(STATUSES),
  tries: Type.Integer(),
  /** Who asked for it (null when that account is gone). */
  username: Nullable(Type.String()),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  usedAt: Nullable(Type.String()),
});
export type VerifyCodeRecord = Static<typeof recordSchema>;

/** Body of POST /api/admin/verifyCode/send. */
export const sendBody = Type.Object(
  { phoneNumber: Type.String({ maxLength: 21, pattern: PHONE_PATTERN }), purpose: StringEnum(VERIFY_PURPOSES) },
  { additionalProperties: false },
);
export type VerifyCodeSendRequest = Static<typeof sendBody>;

/** Result of POST /api/admin/verifyCode/send: when the code expires and when another may be asked for. */
export const sendResult = Type.Object({ expiresAt: Type.String(), retryAfterSeconds: Type.Integer() });
export type VerifyCodeSendResult = Static<typeof sendResult>;

const filterFields = {
  phoneNumber: Type.Optional(Type.String({ maxLength: 32 })),
  purpose: Type.Optional(Type.String({ maxLength: 64 })),
  /** '' means any status. */
  status: Type.Optional(StringEnum([...STATUSES, ''])),
};
/** The code list's filters without the page (bulk `allMatching`, export `query`). */
export const filterBody = Type.Object(filterFields, { additionalProperties: false });
export type VerifyCodeFilter = Static<typeof filterBody>;

/** Body of POST /api/admin/verifyCode/list. */
export const listBody = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    ...filterFields,
  },
  { additionalProperties: false },
);
export type VerifyCodeListRequest = Static<typeof listBody>;

/** Result of POST /api/admin/verifyCode/list. */
export const listResult = CappedPageResult(recordSchema);
export type VerifyCodeListResult = Static<typeof listResult>;

/** Body of POST /api/admin/verifyCode/delete (the kernel's `{ id }`). */
export type VerifyCodeDeleteRequest = { id: number };

/** A message of the SMS outbox, as the phone would have shown it. */
export const outboxRecordSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.String(),
  recipient: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
});
export type SmsOutboxRecord = Static<typeof outboxRecordSchema>;

/** Body of POST /api/admin/verifyCode/outbox. */
export const outboxBody = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    recipient: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type SmsOutboxListRequest = Static<typeof outboxBody>;

/** Result of POST /api/admin/verifyCode/outbox. */
export const outboxResult = CappedPageResult(outboxRecordSchema);
export type SmsOutboxListResult = Static<typeof outboxResult>;
