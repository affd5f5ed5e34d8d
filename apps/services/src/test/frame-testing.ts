// `@gangway/services/testing/frame`: the frame backend's test bed for other workspaces' vitest tests (the
// secure frame's handlers run against it). It imports vitest, so it is no entry of the build (tsup.config.ts)
// and resolves only under the `source` condition: a vitest run, never an application.
// The reference brings the services' `inject` keys (./services.ts reads one) to another workspace's typecheck.
/// <reference path="../../vitest.global-setup.ts" />
export {
  approve,
  type FrameTestBed,
  freshEmail,
  mailTo,
  type SharedFrameTestBed,
  startFrameTestBed,
} from '../frame/testing.js'
export { FRAME_ORIGIN, followAuthorization } from '../frame/social/testing.js'
export { injectFault, resetTestHooks } from './services.js'
export { DEFAULT_FRAME_AUTH_CONFIG } from '../frame/config.js'
