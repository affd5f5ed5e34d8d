import { createPageMessenger, DefaultSIWX } from './default-siwx.js'
import { ServicesStorage } from './services-storage.js'

export interface CreateServicesSIWXParameters {
  /** The Gangway services' base URL, without `/v1`. */
  apiUrl: string
  projectId: string
  /** Default false. */
  required?: boolean | undefined
  /** Default: `globalThis.fetch`. */
  fetch?: typeof fetch | undefined
}

/**
 * DefaultSIWX with its sessions on the Gangway services: the messenger asks the services for each nonce, so
 * they can refuse a replayed message, and the host's server looks a signed-in visitor's session up by its id.
 * Reads the page's location for the message's domain and URI, so it is built in a browser.
 */
export function createServicesSIWX(parameters: CreateServicesSIWXParameters): DefaultSIWX {
  const storage = new ServicesStorage({
    apiUrl: parameters.apiUrl,
    projectId: parameters.projectId,
    fetch: parameters.fetch,
  })
  return new DefaultSIWX({
    messenger: createPageMessenger(() => storage.getNonce()),
    storage,
    required: parameters.required,
  })
}
