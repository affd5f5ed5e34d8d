import { DEFAULT_SERVICES_URL } from './env-default.js'

/** Where the services (the frame's backend and RPC gateway) are; fixed at build time. */
export const servicesUrl: string = import.meta.env.VITE_SERVICES_URL || DEFAULT_SERVICES_URL
