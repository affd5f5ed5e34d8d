// The shared ChainAdapter suite (vitest is a peer dependency): import only from test files.
export { describeAdapterConformance } from './conformance/describe-adapter-conformance.js'
export { createEventRecorder } from './conformance/event-recorder.js'
export type {
  AdapterConformanceOptions,
  ConformanceAdapter,
  ConformanceConnectResult,
  ConformanceEnvironment,
  ConformanceSetupParams,
  RecordedAdapterEvent,
} from './conformance/types.js'
