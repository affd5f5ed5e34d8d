import type { HistoryResponse } from '@gangway/api/schemas'
import { type AnvilInstance, getFreePorts, startAnvil } from '@gangway/testing/node'
import { type Address, createPublicClient, type Hash, http, parseUnits, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../../server.js'
import { getJson, startTestServices, withQuery } from '../../test/services.js'
import { DEFAULT_ONRAMP_FUNDER_PRIVATE_KEY } from './funding.js'

const FUNDER = privateKeyToAccount(DEFAULT_ONRAMP_FUNDER_PRIVATE_KEY).address
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }

// Their own anvils: the purchases' transfers and the funder's top-ups stay out of the shared chains.
let anvils: AnvilInstance[]
let clients: Record<number, PublicClient>
let services: RunningServices
beforeAll(async () => {
  const [mainnetPort, polygonPort] = await getFreePorts(2)
  anvils = await Promise.all([
    startAnvil({ chainId: 1, port: mainnetPort! }),
    startAnvil({ chainId: 137, port: polygonPort! }),
  ])
  clients = Object.fromEntries(
    anvils.map((anvil) => [anvil.chainId, createPublicClient({ transport: http(anvil.rpcUrl) })]),
  )
  services = await startTestServices({
    chains: anvils.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    indexerPollIntervalMs: 60_000,
  })
})
afterAll(async () => {
  await services?.stop()
  await Promise.all((anvils ?? []).map((anvil) => anvil.stop()))
})

/** A fresh address: its balance and history hold only this test's purchases. */
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

async function checkoutUrl(
  address: Address,
  body: Record<string, unknown> = {},
  base = services.url,
): Promise<string> {
  const { status, body: answer } = await getJson<{ url: string }>(
    withQuery(base, '/v1/generators/onrampurl'),
    {
      method: 'POST',
      body: JSON.stringify({
        destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['ETH'] }],
        partnerUserId: address,
        defaultExperience: 'buy',
        defaultNetwork: 'ethereum',
        presetFiatAmount: 50,
        ...body,
      }),
    },
  )
  expect(status).toBe(200)
  return answer.url
}

/** The checkout form POSTed as a browser without JavaScript sends it; redirects are left to the caller. */
const pay = (url: string, card: Record<string, string> = TEST_CARD) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' })

const balanceOf = (address: Address, chainId = 1) => clients[chainId]!.getBalance({ address })

const history = (address: string, params: Record<string, string> = {}) =>
  getJson<HistoryResponse>(withQuery(services.url, `/v1/account/${address}/history`, params))

const txHashOf = (html: string) =>
  /<dt>Hash<\/dt><dd>(0x[0-9a-f]{64})<\/dd>/.exec(html)?.[1] as Hash | undefined

describe('the checkout page', () => {
  it('shows the amount, the currency, the quoted coin and an accessible card form, without script', async () => {
    const address = freshAddress()
    const response = await fetch(await checkoutUrl(address))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*form-action 'self'/)
    const html = await response.text()
    expect(html).toContain('<h1>Buy 0.01633333 ETH</h1>')
    expect(html).toContain('<dt>You pay</dt><dd>50.00 USD</dd>')
    expect(html).toContain(`<dt>To address</dt><dd>${address}</dd>`)
    expect(html).toContain('<dt>Coinbase fee</dt><dd>0.75 USD</dd>')
    for (const [id, label] of [
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry date (MM/YY)'],
      ['cvc', 'CVC'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label><input id="${id}" name="${id}"`)
    }
    expect(html).toMatch(/<form method="post" action="\/onramp\/checkout\/[0-9a-f-]{36}"/)
    expect(html).toContain('<button type="submit">Pay 50.00 USD</button>')
    expect(html).not.toMatch(/<script|\son[a-z]+=/i)
  })

  it('answers an unknown or malformed checkout with a 404 page that does not echo it as markup', async () => {
    const unknown = await fetch(`${services.url}/onramp/checkout/00000000-0000-0000-0000-000000000000`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('<h1>Checkout not found</h1>')
    const hostile = await fetch(`${services.url}/onramp/checkout/${encodeURIComponent('<script>x</script>')}`)
    expect(hostile.status).toBe(404)
    expect(await hostile.text()).not.toContain('<script>')
  })
})

describe('paying on the checkout page', () => {
  it('funds the address with exactly the quoted amount, once, and says "Payment complete"', async () => {
    const address = freshAddress()
    const url = await checkoutUrl(address)
    const before = await balanceOf(address)

    const paid = await pay(url)
    expect(paid.status).toBe(303)
    expect(new URL(paid.headers.get('location')!, url).toString()).toBe(url)
    const page = await fetch(url)
    const html = await page.text()
    expect(html).toContain('<h1>Payment complete</h1>')
    const hash = txHashOf(html)!
    expect(html).toContain(`href="/explorer/1/tx/${hash}"`)

    expect((await balanceOf(address)) - before).toBe(parseUnits('0.01633333', 18))
    const transaction = await clients[1]!.getTransaction({ hash })
    expect(transaction.from.toLowerCase()).toBe(FUNDER.toLowerCase())

    const again = await pay(url)
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('This purchase has already been paid; it cannot be paid twice.')
    expect((await balanceOf(address)) - before).toBe(parseUnits('0.01633333', 18))
  })

  it('pays once when two payments of one checkout race', async () => {
    const address = freshAddress()
    const url = await checkoutUrl(address, { presetFiatAmount: 20 })
    const statuses = (await Promise.all([pay(url), pay(url)])).map((response) => response.status)
    expect(statuses.sort()).toEqual([303, 409])
    // 20.00 − 0.30 − 0.25 = 19.45 USD at 3000.
    expect(await balanceOf(address)).toBe(parseUnits('0.00648333', 18))
  })

  it('shows an invalid or declined card as an error on the page, escaping what was typed, and charges nothing', async () => {
    const address = freshAddress()
    const url = await checkoutUrl(address)
    const invalid = await pay(url, { ...TEST_CARD, cardNumber: '1234 5678 9012 3456' })
    expect(invalid.status).toBe(400)
    const html = await invalid.text()
    expect(html).toContain('<p id="card-error" class="error" role="alert">The card number is not valid.</p>')
    expect(html).toMatch(
      /id="cardNumber" name="cardNumber" value="1234 5678 9012 3456" required aria-describedby="card-hint card-error" aria-invalid="true"/,
    )

    const hostile = await pay(url, { ...TEST_CARD, expiry: '"><script>alert(1)</script>' })
    expect(hostile.status).toBe(400)
    const escaped = await hostile.text()
    expect(escaped).not.toContain('<script>')
    expect(escaped).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"')
    expect(escaped).toContain('The expiry date must be this month or later, written MM/YY.')

    const declined = await pay(url, { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' })
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain('The card was declined')
    expect((await pay(url, { ...TEST_CARD, cvc: '1' })).status).toBe(400)

    expect(await balanceOf(address)).toBe(0n)
    expect((await pay(url)).status).toBe(303)
  })

  it('buys 7500 USD of POL on chain 137, more than the funding account started with', async () => {
    const address = freshAddress()
    const url = await checkoutUrl(address, {
      defaultNetwork: 'polygon',
      destinationWallets: [{ address, assets: ['POL'] }],
      presetFiatAmount: 7500,
    })
    expect((await pay(url)).status).toBe(303)
    // 7500.00 − 112.50 − 0.01 = 7387.49 USD at 0.50.
    expect(await balanceOf(address, 137)).toBe(parseUnits('14774.98', 18))
  })
})

describe('purchases in the history', () => {
  it('lists the address’s purchases uncached, newest first: one in progress, one that arrived', async () => {
    const address = freshAddress()
    const paidUrl = await checkoutUrl(address)
    expect((await pay(paidUrl)).status).toBe(303)
    const hash = txHashOf(await (await fetch(paidUrl)).text())
    const openUrl = await checkoutUrl(address, { presetFiatAmount: 100 })

    const response = await fetch(
      withQuery(services.url, `/v1/account/${address}/history`, { onramp: 'coinbase' }),
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { data, next } = (await response.json()) as HistoryResponse
    expect(next).toBeNull()
    expect(data.map((entry) => entry.id)).toEqual([openUrl.split('/').at(-1), paidUrl.split('/').at(-1)])
    expect(data[0]!.metadata).toMatchObject({ status: 'pending', operationType: 'deposit' })
    expect(data[0]!.metadata.hash).toBeUndefined()
    expect(data[1]).toMatchObject({
      metadata: {
        status: 'confirmed',
        operationType: 'deposit',
        hash,
        chain: 'eip155:1',
        sentFrom: FUNDER,
        sentTo: address,
      },
      transfers: [
        {
          fungible_info: { symbol: 'ETH', icon: { url: `${services.url}/public/getTokenImage/ETH` } },
          direction: 'in',
          quantity: { numeric: '0.01633333' },
        },
      ],
    })
    expect((await history(address, { onramp: 'meld' })).body.data).toEqual([])
    expect((await history(address, { onramp: 'coinbase', chainId: 'eip155:137' })).body.data).toEqual([])
  })

  it('indexes the funding transfer as an on-ramp deposit in the address’s activity', async () => {
    const address = freshAddress()
    const url = await checkoutUrl(address)
    expect((await pay(url)).status).toBe(303)
    const hash = txHashOf(await (await fetch(url)).text())!

    const { body } = await history(address)
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({
      id: `eip155:1:${hash}`,
      metadata: { operationType: 'deposit', status: 'confirmed', sentFrom: FUNDER, sentTo: address, hash },
      transfers: [{ direction: 'in', quantity: { numeric: '0.01633333' }, fungible_info: { symbol: 'ETH' } }],
    })
    // The funding account's own side stays a send.
    const funder = await history(FUNDER, { chainId: 'eip155:1' })
    expect(funder.body.data.find((entry) => entry.metadata.hash === hash)?.metadata.operationType).toBe(
      'send',
    )
  })
})

describe('checkouts that cannot be paid', () => {
  it('refuses an expired checkout, which the history then shows as failed', async () => {
    const expiring = await startTestServices({
      chains: [{ chainId: 1, rpcUrl: anvils[0]!.rpcUrl }],
      indexerPollIntervalMs: 60_000,
      onramp: { checkoutTtlMs: 0 },
    })
    try {
      const address = freshAddress()
      const url = await checkoutUrl(address, {}, expiring.url)
      await new Promise((resolve) => setTimeout(resolve, 5))
      expect((await fetch(url)).status).toBe(410)
      const refused = await pay(url)
      expect(refused.status).toBe(410)
      expect(await refused.text()).toContain('This checkout has expired.')
      const { body } = await getJson<HistoryResponse>(
        withQuery(expiring.url, `/v1/account/${address}/history`, { onramp: 'coinbase' }),
      )
      expect(body.data.map((entry) => entry.metadata.status)).toEqual(['failed'])
      expect(await balanceOf(address)).toBe(0n)
    } finally {
      await expiring.stop()
    }
  })

  it('says so when the chain is down, charges nothing, and can be paid later', async () => {
    const [deadPort] = await getFreePorts(1)
    const down = await startTestServices({
      chains: [{ chainId: 1, rpcUrl: `http://127.0.0.1:${deadPort}` }],
      indexerPollIntervalMs: 60_000,
    })
    try {
      const url = await checkoutUrl(freshAddress(), {}, down.url)
      const refused = await pay(url)
      expect(refused.status).toBe(503)
      expect(await refused.text()).toContain('Chain eip155:1 is unavailable. Nothing was charged; try again.')
      expect(await (await fetch(url)).text()).toContain('<button type="submit">Pay 50.00 USD</button>')
    } finally {
      await down.stop()
    }
  })
})
