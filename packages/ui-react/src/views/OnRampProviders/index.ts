export { OnRampProviders } from './OnRampProviders.js'
