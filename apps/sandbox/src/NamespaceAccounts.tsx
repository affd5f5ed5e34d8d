import { type ChainNamespace, useAppKitAccount } from '@gangway/react'

const NAMESPACES: { namespace: ChainNamespace; label: string }[] = [
  { namespace: 'eip155', label: 'EVM' },
  { namespace: 'solana', label: 'Solana' },
  { namespace: 'polkadot', label: 'Polkadot' },
]

/** One WalletConnect pairing connects several namespaces: each one's address, as a host reads it. */
export function NamespaceAccounts() {
  return (
    <section aria-labelledby="namespaces-heading">
      <h2 id="namespaces-heading">Accounts per namespace</h2>
      <dl>
        {NAMESPACES.map(({ namespace, label }) => (
          <NamespaceAddress key={namespace} namespace={namespace} label={label} />
        ))}
      </dl>
    </section>
  )
}

function NamespaceAddress({ namespace, label }: { namespace: ChainNamespace; label: string }) {
  const { address } = useAppKitAccount({ namespace })
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={`address-${namespace}`}>{address ?? '—'}</dd>
    </>
  )
}
