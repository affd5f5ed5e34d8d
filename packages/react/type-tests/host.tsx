// A host's TSX, type-checked against the built package as a host sees it (dist/index.d.ts).
import { AppKitButton } from '@gangway/react'

export function Header() {
  return (
    <header>
      <appkit-button
        size="sm"
        label="Connect"
        loadingLabel="Connecting..."
        balance="hide"
        charsStart={4}
        charsEnd="6"
      />
      <appkit-button disabled namespace="solana" />
      <appkit-connect-button size="md" label="Sign in" loadingLabel="Wait" namespace="eip155" />
      <appkit-account-button balance="show" disabled="false" charsStart={4} charsEnd={6} namespace="bip122" />
      <appkit-network-button disabled label="Network" />
      <w3m-button />
      <w3m-connect-button />
      <w3m-account-button />
      <w3m-network-button />
      <AppKitButton />
      {/* @ts-expect-error balance is 'show' or 'hide' */}
      <appkit-button balance="maybe" />
      {/* @ts-expect-error appkit-network-button takes no balance */}
      <appkit-network-button balance="show" />
    </header>
  )
}
