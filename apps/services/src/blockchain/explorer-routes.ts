import { Hono } from 'hono'
import { formatEther, getAddress, type Hash, isAddress, isHash } from 'viem'
import type { ServicesContext } from '../context.js'
import { describeError } from '../describe-error.js'
import { escapeMarkup } from '../http/escape.js'

function page(title: string, rows: [string, string][]): string {
  const body = rows
    .map(([label, value]) => `<dt>${escapeMarkup(label)}</dt><dd>${escapeMarkup(value)}</dd>`)
    .join('')
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeMarkup(title)}</title>`,
    '<style>body{font:16px system-ui,sans-serif;margin:2rem;color:#111;background:#fff}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}</style>',
    `</head><body><main><h1>${escapeMarkup(title)}</h1><dl>${body}</dl></main></body></html>`,
  ].join('')
}

/**
 * A local block explorer's transaction page, so the Send result's explorer link leads somewhere real on the
 * local chains: GET /explorer/{chainId}/tx/{hash} and /explorer/{chainId}/address/{address}, read from the
 * chain's node.
 */
export function explorerRoutes({ chains, log }: ServicesContext): Hono {
  const app = new Hono()
  app.get('/explorer/:chainId/tx/:hash', async (c) => {
    const chainId = Number(c.req.param('chainId'))
    const hash = c.req.param('hash')
    if (!chains.has(chainId)) return c.html(page('Unknown chain', [['Chain', c.req.param('chainId')]]), 404)
    if (!isHash(hash)) return c.html(page('Not a transaction hash', [['Hash', hash]]), 400)
    try {
      const client = chains.client(chainId)
      const [transaction, receipt] = await Promise.all([
        client.getTransaction({ hash: hash as Hash }),
        client.getTransactionReceipt({ hash: hash as Hash }),
      ])
      return c.html(
        page(`Transaction on chain ${chainId}`, [
          ['Hash', hash],
          ['Status', receipt.status === 'success' ? 'Success' : 'Failed'],
          ['Block', String(receipt.blockNumber)],
          ['From', transaction.from],
          ['To', transaction.to ?? '(contract creation)'],
          ['Value', `${formatEther(transaction.value)} (native coin)`],
          ['Gas used', String(receipt.gasUsed)],
        ]),
      )
    } catch (error) {
      log(`services: explorer could not read ${hash} on chain ${chainId}: ${describeError(error)}`)
      return c.html(page('Transaction not found', [['Hash', hash]]), 404)
    }
  })
  app.get('/explorer/:chainId/address/:address', async (c) => {
    const chainId = Number(c.req.param('chainId'))
    const raw = c.req.param('address')
    if (!chains.has(chainId)) return c.html(page('Unknown chain', [['Chain', c.req.param('chainId')]]), 404)
    if (!isAddress(raw, { strict: false })) return c.html(page('Not an address', [['Address', raw]]), 400)
    const address = getAddress(raw)
    try {
      const client = chains.client(chainId)
      const [balance, transactions] = await Promise.all([
        client.getBalance({ address }),
        client.getTransactionCount({ address }),
      ])
      return c.html(
        page(`Address on chain ${chainId}`, [
          ['Address', address],
          ['Balance', `${formatEther(balance)} (native coin)`],
          ['Transactions sent', String(transactions)],
        ]),
      )
    } catch (error) {
      log(`services: explorer could not read ${address} on chain ${chainId}: ${describeError(error)}`)
      return c.html(page('Chain unavailable', [['Chain', String(chainId)]]), 502)
    }
  })
  return app
}
