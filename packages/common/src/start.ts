// What a page's start-up code takes from common: the constants, CAIP ids, networks, formatting, locales, the base
// error class and the messages needed before any chunk loads. Start-up code imports this entry, never the index:
// a bundler that splits code puts every module an imported index reaches, and some lazy part uses, into the
// page's first download (docs/start-up.md). The validators, the error rules and most of the error catalogue load
// with the code that uses them.
export type * from './types.js'
export * from './constants.js'
export * from './caip.js'
export * from './networks/index.js'
export * from './format/index.js'
export * from './locale/index.js'
export { GangwayError, type GangwayErrorOptions } from './errors/base.js'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors/caip.js'
export { formatMessage } from './errors/format-message.js'
export { START_ERROR_MESSAGES } from './errors/start-messages.js'
