// Types for packing.mjs, for the TypeScript that imports it (e2e/host-installs.spec.ts).
export interface WorkspacePackage {
  name: string
  dir: string
}
export function listPublishedPackages(root: string): WorkspacePackage[]
export function listPrivatePackageNames(root: string): Set<string>
export function packPackage(
  pkg: WorkspacePackage,
  destination: string,
): { tarball: string; packageDir: string }
export function checkPackedManifest(manifest: Record<string, unknown>, privateNames: Set<string>): string[]
export function findUndeclaredImports(packageDir: string, manifest: Record<string, unknown>): string[]
