export { InvalidResponseError } from './invalid-response.js'
export { HttpRequestError, isRequestAborted, RequestAbortedError, RequestTimeoutError } from './request.js'
