// Field formats shared by the staff routes and the verification-code routes (JSON-schema patterns, and the
// nullable profile fields built on them).
import { Nullable, Type } from '../../http/schema-types.js';

/** Usernames: 3 to 64 of letters, digits, dot, underscore and hyphen. */
export const USERNAME_PATTERN = '^[a-zA-Z0-9._-]{3,64}$';
/** Phone numbers: an optional leading + then 6 to 20 digits. */
export const PHONE_PATTERN = '^\\+?[0-9]{6,20}$';
/** A pragmatic e-mail shape: something@something.tld without spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** An optional phone number on a profile: the format above, or '' / null for none. */
export const optionalPhoneSchema = Nullable(Type.String({ maxLength: 21, pattern: '^(\\+?[0-9]{6,20})?$' }));
/** An optional e-mail on a profile: the format above, or '' / null for none. */
export const optionalEmailSchema = Nullable(Type.String({ maxLength: 254, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' }));
/** An optional free-text profile field. */
export const optionalTextSchema = (maxLength: number) => Nullable(Type.String({ maxLength }));
