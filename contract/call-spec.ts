/** How one gateway call is reached; generated per call from schemas/gateway (x-call). */
export interface CallSpec<C extends { request: unknown; response: unknown }> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Sends the session token; a missing or dead session is a session error. */
  token: boolean;
  /** Sent rsa-des encrypted when the merchant's gateway uses it. */
  encrypted: boolean;
  /** Sent as an HTML form (application/x-www-form-urlencoded) rather than JSON. */
  form?: boolean;
  /** Sent as multipart/form-data: a file upload (the request's Blob fields are the files). */
  multipart?: boolean;
  /** Only carries the call's request and response types. */
  readonly types?: C;
}

/** What a call takes. */
export type RequestOf<S> = S extends CallSpec<infer C> ? C['request'] : never;

/** What a successful call returns: its envelope's value. */
export type ValueOf<S> =
  S extends CallSpec<infer C> ? (Extract<C['response'], { success: true }> extends { value: infer V } ? V : never) : never;
