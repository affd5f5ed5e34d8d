import {
  boundedString,
  MAX_NAME_LENGTH,
  NAME_LABEL_PATTERN,
  NameRecordSchema,
  NameRegistrationRequestSchema,
  NameSuggestionsResponseSchema,
  ReverseLookupResponseSchema,
  SuccessResponseSchema,
} from '@gangway/api/schemas'
import { ERROR_MESSAGES, NAME_SUFFIXES } from '@gangway/common'
import { Hono } from 'hono'
import * as v from 'valibot'
import { type Address, getAddress, type Hex, isAddress, verifyMessage } from 'viem'
import type { ServicesContext } from '../context.js'
import { ServiceError } from '../http/errors.js'
import { idempotent } from '../http/idempotency.js'
import { checkResponse, parseRequest, readJsonBody } from '../http/validate.js'
import type { StoredName } from '../storage/types.js'

/** ENSIP-9: Ethereum mainnet's coin type, where every EVM name resolves (the client falls back to it). */
export const ETHEREUM_COIN_TYPE = 60
/** ENSIP-11: an EVM chain's coin type is its chain id (below 2^31) with the high bit set. */
const EVM_COIN_TYPE_FLAG = 0x80000000

/** A signed registration is accepted this long after its timestamp (seconds). */
export const MAX_MESSAGE_AGE = 10 * 60
/** How far ahead of this server's clock a timestamp may be (seconds): a signer's clock may run a little fast. */
export const MAX_CLOCK_SKEW = 30

/** How many free variants the suggestions add to the asked name. */
export const SUGGESTION_COUNT = 4
const VARIANT_WORDS = ['wallet', 'web3', 'app', 'dao'] as const
/** Numbered variants tried at most (`alice1` … `alice20`), so one request reads a bounded set of names. */
const MAX_NUMBERED_VARIANTS = 20

/** The zones (name domains) names live in: the suffixes without their leading dot. */
const ZONES = NAME_SUFFIXES.map((suffix) => suffix.slice(1))

/** The signed message of a registration (what `registrationMessage` in @gangway/core writes). */
const RegistrationMessageSchema = v.object({
  // The name rules are checked apart, so that a bad name gets a message saying which rule it breaks.
  name: v.pipe(v.string(), v.maxLength(1024)),
  attributes: v.optional(
    v.pipe(
      v.record(boundedString(64), v.pipe(v.string(), v.maxLength(1024))),
      v.check((attributes) => Object.keys(attributes).length <= 16, 'at most 16 attributes'),
    ),
    {},
  ),
  /** Epoch seconds. */
  timestamp: v.pipe(v.number(), v.integer()),
})

const LookupQuerySchema = v.object({ apiVersion: v.optional(v.literal('2')) })
const SuggestionsQuerySchema = v.object({ zone: v.optional(v.picklist(ZONES), ZONES[0]) })

/** Why `name` (lower case) is not a name one can register, or undefined when it is. */
export function nameRuleViolation(name: string): string | undefined {
  const suffix = NAME_SUFFIXES.find((known) => name.endsWith(known))
  if (!suffix) return `a name ends with ${NAME_SUFFIXES.join(' or ')}`
  if (!NAME_LABEL_PATTERN.test(name.slice(0, -suffix.length))) {
    return `the part before ${suffix} has letters, digits and hyphens only, at least 4 characters`
  }
  if (name.length > MAX_NAME_LENGTH) return `a name has at most ${MAX_NAME_LENGTH} characters`
  return undefined
}

/** True for ENSIP-9 Ethereum and every ENSIP-11 EVM coin type. */
function isEvmCoinType(coinType: number): boolean {
  return coinType === ETHEREUM_COIN_TYPE || (coinType >= EVM_COIN_TYPE_FLAG && coinType < 2 ** 32)
}

/** Signature check for an externally owned account (EIP-191 personal_sign); a malformed signature is false. */
async function signedBy(address: Address, message: string, signature: string): Promise<boolean> {
  try {
    return await verifyMessage({ address, message, signature: signature as Hex })
  } catch {
    return false
  }
}

/**
 * The NameRecord of SPEC §7: an EOA's address is the same on every EVM chain, so the name resolves under
 * Ethereum's coin type and under the one it was registered with.
 */
function nameRecord(stored: StoredName) {
  const address = isAddress(stored.address, { strict: false }) ? getAddress(stored.address) : stored.address
  const addresses: Record<string, { address: string }> = { [ETHEREUM_COIN_TYPE]: { address } }
  if (stored.coinType !== null) addresses[stored.coinType] = { address }
  return {
    name: stored.name,
    registered: stored.registered,
    updated: stored.updated,
    addresses,
    attributes: stored.attributes,
  }
}

/** Free-looking variants of `base` to offer beside it: numbered ones and a few words, interleaved. */
function variantsOf(base: string): string[] {
  const variants: string[] = []
  for (let index = 1; index <= MAX_NUMBERED_VARIANTS; index++) {
    variants.push(`${base}${index}`)
    const word = VARIANT_WORDS[index - 1]
    if (word) variants.push(`${base}-${word}`)
  }
  return variants
}

/**
 * SPEC §7 name ("profile") routes: registrations are signed messages checked here and stored in the names
 * table; lookups, reverse lookups and suggestions read it. Names are stored and compared in lower case. A
 * registration honours an `Idempotency-Key`, so a retried one answers as the first did.
 */
export function profileRoutes(context: ServicesContext): Hono {
  const { storage } = context
  const app = new Hono()

  app.post(
    '/v1/profile/account',
    idempotent(storage.idempotency, { route: 'name-registration' }),
    async (c) => {
      const body = parseRequest(NameRegistrationRequestSchema, await readJsonBody(c.req.raw), 'body')
      // SPEC §5: names are for EVM chains; any other coin type is an invalid chain id.
      if (!isEvmCoinType(body.coin_type)) throw new ServiceError(400, ERROR_MESSAGES.invalidChainId)
      if (!isAddress(body.address, { strict: false })) {
        throw new ServiceError(400, 'Invalid address: not an EVM address')
      }
      const address = getAddress(body.address)
      let parsed: unknown
      try {
        parsed = JSON.parse(body.message)
      } catch {
        throw new ServiceError(400, 'Invalid message: not JSON')
      }
      const message = parseRequest(RegistrationMessageSchema, parsed, 'message')
      if (!(await signedBy(address, body.message, body.signature))) {
        throw new ServiceError(401, 'Invalid signature: the message is not signed by the address')
      }
      const now = Math.floor(Date.now() / 1000)
      if (message.timestamp < now - MAX_MESSAGE_AGE) {
        throw new ServiceError(400, 'Invalid message: the timestamp is more than 10 minutes old')
      }
      if (message.timestamp > now + MAX_CLOCK_SKEW) {
        throw new ServiceError(400, 'Invalid message: the timestamp is in the future')
      }
      const name = message.name.toLowerCase()
      const violation = nameRuleViolation(name)
      if (violation) throw new ServiceError(400, `Invalid name ${JSON.stringify(message.name)}: ${violation}`)
      const { avatar, ...attributes } = message.attributes
      const result = await storage.names.register({
        address,
        name,
        avatar: avatar ?? null,
        coinType: body.coin_type,
        // The avatar is kept in its own column (identity reads it) and answered among the attributes.
        attributes: avatar === undefined ? attributes : { ...attributes, avatar },
        at: now,
      })
      if (!result.ok) throw new ServiceError(409, `Name ${name} is already registered to another address`)
      return c.json(checkResponse(SuccessResponseSchema, { success: true }, 'name registration'))
    },
  )

  app.get('/v1/profile/account/:name', async (c) => {
    parseRequest(LookupQuerySchema, c.req.query(), 'query')
    const stored = await storage.names.findByName(c.req.param('name'))
    if (!stored) throw new ServiceError(404, 'Name not found')
    return c.json(checkResponse(NameRecordSchema, nameRecord(stored), 'name lookup'))
  })

  // Names are eip155 only (SPEC §5): any other address simply has none.
  app.get('/v1/profile/reverse/:address', async (c) => {
    parseRequest(LookupQuerySchema, c.req.query(), 'query')
    const address = c.req.param('address')
    const stored = isAddress(address, { strict: false })
      ? await storage.names.findByAddress(address)
      : undefined
    const body = stored ? [nameRecord(stored)] : []
    return c.json(checkResponse(ReverseLookupResponseSchema, body, 'reverse lookup'))
  })

  app.get('/v1/profile/suggestions/:name', async (c) => {
    const { zone } = parseRequest(SuggestionsQuerySchema, c.req.query(), 'query')
    const asked = c.req.param('name').toLowerCase()
    // 'alice' and 'alice.reown.id' ask the same; characters a label cannot have are left out.
    const suffix = NAME_SUFFIXES.find((known) => asked.endsWith(known))
    const base = (suffix ? asked.slice(0, -suffix.length) : asked).replace(/[^a-z0-9-]/g, '')
    const askedName = `${base}.${zone}`
    const candidates = [askedName, ...variantsOf(base).map((label) => `${label}.${zone}`)].filter(
      (name) => base !== '' && nameRuleViolation(name) === undefined,
    )
    const taken = await storage.names.takenAmong(candidates)
    const suggestions = [
      ...candidates
        .filter((name) => name === askedName)
        .map((name) => ({ name, registered: taken.has(name) })),
      ...candidates
        .filter((name) => name !== askedName && !taken.has(name))
        .slice(0, SUGGESTION_COUNT)
        .map((name) => ({ name, registered: false })),
    ]
    return c.json(checkResponse(NameSuggestionsResponseSchema, { suggestions }, 'name suggestions'))
  })

  return app
}
