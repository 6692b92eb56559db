/** The SessionSettings the session middleware and the logout's cookie clearing share. */
export const SESSION_SETTINGS = Symbol('SESSION_SETTINGS');
/** The express-session request handler; exported so that other transports (the chat socket) can share sessions. */
export const SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');
