/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the services are; `http://127.0.0.1:8787` when unset. */
  readonly VITE_SERVICES_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
