// The one thing the server needs from an SMS provider: hand over a text for a number. Kept this
// narrow so a real provider is a small adapter, and tests and offline installs use the recorder.

/** A text message to one phone number. */
export interface SmsMessage {
  phoneNumber: string;
  body: string;
  /**
   * Parts of `body` that are secrets (a verification code): a provider delivers them, but nothing
   * may store or log them (the recorder masks them).
   */
  secrets?: readonly string[];
}

/** Sends text messages; throws when the message could not be handed over. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
