import { createServer } from 'node:net'
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { getFreePorts } from '../free-port.js'
import { startSolanaChain } from './start-solana-chain.js'

describe('startSolanaChain', () => {
  it('on free ports by default, the WebSocket next to JSON-RPC where web3.js looks for it', async () => {
    const chain = await startSolanaChain()
    try {
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
      expect(chain.wsUrl).toBe(`ws://127.0.0.1:${chain.port + 1}`)
      expect(chain.wsPort).toBe(chain.port + 1)
      // No wsEndpoint given: web3.js derives port + 1 and confirms through it.
      const connection = new Connection(chain.rpcUrl, 'confirmed')
      const to = Keypair.generate().publicKey
      const signature = await connection.requestAirdrop(to, LAMPORTS_PER_SOL)
      await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
      expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    } finally {
      await chain.stop()
    }
  })

  it('on the given ports; airdrop credits at once; a second chain is independent', async () => {
    const [port, wsPort] = await getFreePorts(2)
    const chain = await startSolanaChain({ port: port!, wsPort: wsPort!, genesisHash: 'second' })
    const other = await startSolanaChain()
    try {
      expect([chain.rpcUrl, chain.wsUrl]).toEqual([`http://127.0.0.1:${port}`, `ws://127.0.0.1:${wsPort}`])
      const address = Keypair.generate().publicKey
      chain.airdrop(address.toBase58(), 1_000_000n)
      expect(await new Connection(chain.rpcUrl).getBalance(address)).toBe(1_000_000)
      expect(await new Connection(other.rpcUrl).getBalance(address)).toBe(0)
      expect(await new Connection(chain.rpcUrl).getGenesisHash()).toBe('second')
    } finally {
      await Promise.all([chain.stop(), other.stop()])
    }
  })

  it('says which port is taken; stop frees both ports and may be called twice', async () => {
    const blocker = createServer()
    // The JSON-RPC port of the second start is a free one too: `taken - 1` could belong to anything on the machine.
    const [taken, free] = await getFreePorts(2)
    await new Promise<void>((resolve) => blocker.listen(taken, '127.0.0.1', resolve))
    try {
      await expect(startSolanaChain({ port: taken! })).rejects.toThrow(
        `Cannot start the Solana chain: the JSON-RPC port ${taken} is already in use.`,
      )
      await expect(startSolanaChain({ port: free!, wsPort: taken! })).rejects.toThrow(
        `the WebSocket port ${taken} is already in use`,
      )
    } finally {
      blocker.close()
    }
    const chain = await startSolanaChain()
    await chain.stop()
    await chain.stop()
    const again = await startSolanaChain({ port: chain.port, wsPort: chain.wsPort })
    await again.stop()
  })
})
