/** UI strings of the Try-it form, translated on the server and handed to the island in a data attribute. */
export interface TryItLabels {
  server: string;
  token: string;
  body: string;
  send: string;
  sending: string;
  status: string;
  headers: string;
  responseBody: string;
  /** `{error}` replaced by the parser's message. */
  badJson: string;
  failed: string;
  loadFailed: string;
}
