// Field formats shared by the staff routes and the verification-code routes (JSON-schema patterns).

/** Usernames: 3 to 64 of letters, digits, dot, underscore and hyphen. */
export const USERNAME_PATTERN = '^[a-zA-Z0-9._-]{3,64}$';
/** Phone numbers: an optional leading + then 6 to 20 digits. */
export const PHONE_PATTERN = '^\\+?[0-9]{6,20}$';
/** A pragmatic e-mail shape: something@something.tld without spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** An optional phone number on a profile: the format above, or '' / null for none. */
export const optionalPhoneSchema = { type: ['string', 'null'], maxLength: 21, pattern: '^(\\+?[0-9]{6,20})?$' } as const;
/** An optional e-mail on a profile: the format above, or '' / null for none. */
export const optionalEmailSchema = { type: ['string', 'null'], maxLength: 254, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' } as const;
/** An optional free-text profile field. */
export const optionalTextSchema = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
