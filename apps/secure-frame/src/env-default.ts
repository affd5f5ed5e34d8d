/** The services' address when `VITE_SERVICES_URL` is not set: the local services of scripts/start.sh. */
export const DEFAULT_SERVICES_URL = 'http://127.0.0.1:8787'
