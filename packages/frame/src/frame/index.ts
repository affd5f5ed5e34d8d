export {
  createFrameEndpoint,
  embedderOriginFrom,
  type FrameEndpoint,
  type FrameEndpointOptions,
  type FrameHandler,
  type FrameHandlers,
  type FrameRequestContext,
} from './endpoint.js'
export * from '../protocol/index.js'
