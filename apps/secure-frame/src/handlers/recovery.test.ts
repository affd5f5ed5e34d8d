import { DEFAULT_FRAME_AUTH_CONFIG } from '@gangway/services/testing/frame'
import { recoverMessageAddress, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { servicesSharesPort } from '../keys/services-shares.js'
import { CONTEXT, createTestFrame, signIn, type TestFrame } from '../test/deps.js'
import { useTestServices } from '../test/services.js'

useTestServices()

/** The visitor on another device (its own storage) a while later: same account, same synced passkeys. */
function newDeviceOf(first: TestFrame): TestFrame {
  // Past the services' cooldown on the e-mail's logins.
  first.timers.advance(DEFAULT_FRAME_AUTH_CONFIG.cooldownMs)
  return createTestFrame({
    services: first.services,
    email: first.email,
    credentials: first.deps.recovery.credentials,
  })
}

async function onNewDevice(first: TestFrame): Promise<TestFrame> {
  const second = newDeviceOf(first)
  await signIn(second)
  return second
}

/** The recovery seals the services hold for the frame's wallet, as its session reads them. */
const sealsOnServices = (frame: TestFrame) => servicesSharesPort(frame.deps.services).getRecoverySeals()

async function signHello(frame: TestFrame) {
  const address = frame.deps.state.session!.wallet.addresses.eip155
  const message = stringToHex('hello')
  const signature = (await frame.handlers.RPC_REQUEST(
    { method: 'personal_sign', params: [message, address] },
    CONTEXT,
  )) as `0x${string}`
  return { signer: await recoverMessageAddress({ message: { raw: message }, signature }), address }
}

const authShareReads = (frame: TestFrame) =>
  frame.services.calls.filter((call) => call.method === 'GET' && call.path === '/frame/v1/shares/auth').length

describe('SET_UP_RECOVERY and recovery on a new device', () => {
  it('a first sign-in reports recovery not set up; a recovery code sets it up and stays in no answer', async () => {
    const frame = createTestFrame()
    await signIn(frame)
    expect(await frame.handlers.GET_USER({}, CONTEXT)).toMatchObject({ recoverySetUp: false })

    frame.recovery.script.offer = 'code'
    const answer = await frame.handlers.SET_UP_RECOVERY({}, CONTEXT)
    expect(answer).toEqual({ recoverySetUp: true })
    expect(await frame.handlers.GET_USER({}, CONTEXT)).toMatchObject({ recoverySetUp: true })
    const [code] = frame.recovery.seen.codes
    expect(code).toMatch(/\w/)
    // The code is the visitor's alone: the services hold only what it seals.
    expect(JSON.stringify(frame.services.calls)).not.toContain(code!.replaceAll('-', ''))
    const seals = await sealsOnServices(frame)
    expect(seals.map((seal) => seal.kind)).toEqual(['code'])
    // Set up already: the frame says so in words, and the answer stays true.
    await expect(frame.handlers.SET_UP_RECOVERY({}, CONTEXT)).rejects.toThrow(
      'Recovery is already set up for this wallet',
    )
  })

  it('"Not now" leaves recovery unset and answers false', async () => {
    const frame = createTestFrame()
    await signIn(frame)
    frame.recovery.script.offer = 'later'
    expect(await frame.handlers.SET_UP_RECOVERY({}, CONTEXT)).toEqual({ recoverySetUp: false })
    expect(await frame.handlers.GET_USER({}, CONTEXT)).toMatchObject({ recoverySetUp: false })
    expect(await sealsOnServices(frame)).toEqual([])
  })

  it('a new device signs in with the listed address, then recovers with the passkey at its first signature', async () => {
    const first = createTestFrame()
    await signIn(first)
    first.recovery.script.offer = 'passkey'
    await first.handlers.SET_UP_RECOVERY({}, CONTEXT)
    const address = first.deps.state.session!.wallet.addresses.eip155

    const second = await onNewDevice(first)
    // Signed in without a dialog (the frame is hidden then): the address is the account's.
    expect(await second.handlers.GET_USER({}, CONTEXT)).toMatchObject({ address, recoverySetUp: true })
    expect(second.recovery.seen.recoverOffered).toEqual([])

    second.recovery.script.tries = [{ kind: 'passkey' }]
    expect(await signHello(second)).toEqual({ signer: address, address })
    expect(second.recovery.seen.recoverOffered).toEqual([{ passkey: true, code: false }])
    // This device keeps its own share now: the next signature asks nothing.
    second.recovery.script.tries = []
    expect(await signHello(second)).toEqual({ signer: address, address })
    expect(second.recovery.seen.recoverOffered).toHaveLength(1)
  })

  it('a new device recovers with the recovery code; a wrong code is refused in words and opens nothing', async () => {
    const first = createTestFrame()
    await signIn(first)
    first.recovery.script.offer = 'code'
    await first.handlers.SET_UP_RECOVERY({}, CONTEXT)
    const code = first.recovery.seen.codes[0]!

    const second = await onNewDevice(first)
    second.recovery.script.tries = [{ kind: 'code', code: 'AAAAA-AAAAA-AAAAA-AAAAA-AAAAA-AA' }]
    await expect(signHello(second)).rejects.toThrow('Recovery was cancelled')
    expect(second.recovery.seen.errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/recovery code/i),
    ])
    expect(second.approvals.asked).toEqual([])

    second.recovery.script.tries = [{ kind: 'code', code }]
    const { signer, address } = await signHello(second)
    expect(signer).toBe(first.deps.state.session!.wallet.addresses.eip155)
    expect(address).toBe(signer)
  })

  it('a new device of a wallet without recovery is refused at sign-in, in words', async () => {
    const first = createTestFrame()
    await signIn(first)
    const second = newDeviceOf(first)
    await expect(signIn(second)).rejects.toThrow(
      'This wallet has no passkey or recovery code yet: open it in the browser where you created it',
    )
  })

  it('a signing request closes a "Set up recovery" left open, which answers as "Not now"', async () => {
    const frame = createTestFrame()
    let dismiss: (() => void) | undefined
    frame.deps.recovery.dialogs = {
      ...frame.deps.recovery.dialogs,
      offerRecovery: () => new Promise((resolve) => (dismiss = () => resolve('later'))),
      cancelAll: () => dismiss?.(),
    }
    await signIn(frame)
    const offer = Promise.resolve(frame.handlers.SET_UP_RECOVERY({}, CONTEXT))
    let answered = false
    void offer.then(() => (answered = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answered).toBe(false)
    const { signer, address } = await signHello(frame)
    expect(signer).toBe(address)
    await expect(offer).resolves.toEqual({ recoverySetUp: false })
  })

  it('rebuilds the key for each signature and keeps none between them', async () => {
    const frame = createTestFrame()
    await signIn(frame)
    const before = authShareReads(frame)
    await signHello(frame)
    await signHello(frame)
    // Each signing fetched the auth share again: nothing kept it in memory in between.
    expect(authShareReads(frame)).toBe(before + 2)
  })
})
