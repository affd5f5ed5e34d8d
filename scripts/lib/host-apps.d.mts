// Types for host-apps.mjs, for the TypeScript that imports it (e2e/host-installs.spec.ts).
export type Manifest = Record<string, unknown> & {
  name?: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  overrides?: Record<string, string>
}
/** Package name → absolute path of its tarball. */
export type Tarballs = Record<string, string>

export class HostCommandError extends Error {
  constructor(command: string, code: number | string | null, output: string)
  readonly shortMessage: string
}
export class UnknownPackageError extends Error {
  constructor(host: string, names: string[])
}
export function packPublishedPackages(root: string, destination: string): Tarballs
export function missingPackages(manifest: Manifest, tarballs: Tarballs): string[]
export function hostManifest(manifest: Manifest, tarballs: Tarballs, host?: string): Manifest
export function copyHostApp(
  source: string,
  destination: string,
  tarballs: Tarballs,
  options?: { devDependencies?: Record<string, string> },
): void
export function hostEnvironment(extra?: Record<string, string>): Record<string, string | undefined>
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined> },
): Promise<string>
export function npmInstall(dir: string, cacheDir: string): Promise<string>
export function npmRun(dir: string, script: string): Promise<string>
export function secondsSince(started: number): number
export function freePort(): Promise<number>
export function startServer(
  command: string,
  args: string[],
  options: { cwd: string; url: string; timeoutMs?: number },
): Promise<{ stop(): void }>
