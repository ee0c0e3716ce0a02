// Where a user whose password is a one-time one is sent after signing in (the login page and the Microsoft
// binding screen); the server refuses everything else until it is changed.

/** The own-password page. */
export const CHANGE_PASSWORD_PATH = '/setting/resetPassword';
