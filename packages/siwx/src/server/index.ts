// For a host's own server (Node): check a session id a signed-in page sends, against the Gangway services.
export { type CheckedSIWXSession, type CheckSIWXSessionOptions, checkSIWXSession } from './check-session.js'
