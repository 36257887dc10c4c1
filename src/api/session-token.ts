// What the gateway client and the session store agree on, in a module of its own so that the
// session store does not pull the client (ky) into every page that knows about sessions.

/** Where the session token is kept (sessionStorage), as the platform's sites keep it. */
export const TOKEN_KEY = 'token';

/** The window event the client dispatches when a call that sent the token finds the session gone. */
export const SESSION_LOST = 'sf:session-lost';
