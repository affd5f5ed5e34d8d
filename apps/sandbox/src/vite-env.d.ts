/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_RPC_1?: string
  readonly VITE_RPC_137?: string
  readonly VITE_SERVICES_URL?: string
  readonly VITE_SOLANA_RPC?: string
  readonly VITE_SECURE_SITE_URL?: string
}
