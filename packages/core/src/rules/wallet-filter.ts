/** What identifies a wallet to the host's include and exclude lists. */
export interface WalletIdentity {
  readonly id: string
  readonly name: string
  readonly rdns?: string | null | undefined
}

/**
 * SPEC §5: a wallet on the exclusion list (`excludeWalletIds`) is hidden, matched by its id, its rdns or its
 * name, ignoring case.
 */
export function isExcludedWallet(
  wallet: WalletIdentity,
  excludeWalletIds: readonly string[] | undefined,
): boolean {
  if (!excludeWalletIds?.length) return false
  const keys = [wallet.id, wallet.name, wallet.rdns].filter(Boolean).map((key) => key!.toLowerCase())
  return excludeWalletIds.some((excluded) => keys.includes(excluded.toLowerCase()))
}

export interface DirectoryWalletFilter {
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
}

/**
 * Whether a directory listing may be shown: not excluded (SPEC §5) and, when `includeWalletIds` is given, one
 * of them. Applied to whatever the directory answers, so options in code win over the service.
 */
export function isDirectoryWalletAllowed(
  wallet: WalletIdentity,
  { includeWalletIds, excludeWalletIds }: DirectoryWalletFilter,
): boolean {
  if (isExcludedWallet(wallet, excludeWalletIds)) return false
  return !includeWalletIds?.length || includeWalletIds.includes(wallet.id)
}
