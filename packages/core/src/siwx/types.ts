// The SIWX shapes live in @gangway/common, so @gangway/siwx (which services use, and core's tests use services)
// needs no dependency on core.
export type { Cacao, SIWXConfig, SIWXMessage, SIWXSession } from '@gangway/common'
