export * from './app/index.js'
export * from './errors/index.js'
export * from './protocol/index.js'
