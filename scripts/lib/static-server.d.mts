// Types for static-server.mjs, for the TypeScript that imports it (e2e/host-installs.spec.ts).
export interface StaticServer {
  url: string
  close(): Promise<void>
}
export function resolveStaticFile(root: string, urlPath: string): string | undefined
export function serveStatic(root: string): Promise<StaticServer>
