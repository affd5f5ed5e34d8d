// Conformance checks for the namespaces whose balances the local services seed (polkadot, cosmos): no node of
// theirs runs here, so there is nothing to send on; balances and signatures are what can be proven.
import { type CaipNetwork, parseUnits } from '@gangway/common'
import type { ConformanceChain } from '@gangway/testing/conformance'

/** Seeds `amount` whole units for the address through the services' `/__test/balances`. */
export async function seedNativeBalance(
  servicesUrl: string,
  network: CaipNetwork,
  address: string,
  amount: string,
) {
  const { symbol, decimals } = network.nativeCurrency
  const response = await fetch(new URL('/__test/balances', servicesUrl), {
    method: 'POST',
    body: JSON.stringify({ chainId: network.caipNetworkId, address, symbol, decimals, amount }),
  })
  if (!response.ok) throw new Error(`Seeding ${address} failed: ${response.status} ${await response.text()}`)
}

export function seededConformanceChain(
  servicesUrl: string,
  network: CaipNetwork,
  verifyMessage: ConformanceChain['verifyMessage'],
): ConformanceChain {
  const noTransfers = () => {
    throw new Error(`No ${network.chainNamespace} node runs here: transfers are skipped, with their reason.`)
  }
  return {
    async balanceOf(address) {
      const url = new URL(`/v1/account/${encodeURIComponent(address)}/balance`, servicesUrl)
      const query = {
        projectId: 'gangway-conformance',
        st: 'appkit',
        sv: 'conformance',
        currency: 'usd',
        chainId: network.caipNetworkId,
      }
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
      const response = await fetch(url)
      if (!response.ok)
        throw new Error(`The balance route answered ${response.status}: ${await response.text()}`)
      const { balances } = (await response.json()) as { balances: { quantity: { numeric: string } }[] }
      return parseUnits(balances[0]?.quantity.numeric ?? '0', network.nativeCurrency.decimals)
    },
    verifyMessage,
    newRecipient: noTransfers,
    confirm: async () => noTransfers(),
    sendValue: 0n,
  }
}
