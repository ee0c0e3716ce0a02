// What the fuzz test sends, shared by the JSON cases (cases.ts) and the multipart ones (multipart-cases.ts).

/** One request to send. */
export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}
