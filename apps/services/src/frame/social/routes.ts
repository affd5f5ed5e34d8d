import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { parseRequest, readJsonBody } from '../../http/validate.js'
import { requireBindingKey } from '../binding-key.js'
import { flowCompletionOf } from '../flow-binding.js'
import { SOCIAL_PROVIDERS } from './config.js'
import type { SocialSignIn } from './social-sign-in.js'

/** An http(s) origin as browsers serialize it: scheme, host and port only. */
const AppOriginSchema = v.pipe(
  v.string(),
  v.maxLength(256),
  v.check(
    (value) =>
      URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value,
    'Invalid appOrigin: an http(s) origin expected, e.g. https://app.example',
  ),
)

const StartSchema = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS, `Unknown provider: expected one of ${SOCIAL_PROVIDERS.join(', ')}`),
  appOrigin: AppOriginSchema,
  /** Where the callback page sends the browser back when there is no popup (Telegram's top-level redirect). */
  returnUrl: v.optional(
    v.pipe(v.string(), v.maxLength(2048), v.url('Invalid returnUrl: the app page URL expected')),
  ),
  /** The frame's public key: only a completion proved by it finishes this sign-in (flow-binding.ts). */
  bindingKey: v.optional(v.unknown()),
})

const ConnectSchema = v.object({
  uri: v.pipe(v.string(), v.maxLength(4096), v.url('Invalid uri: the callback URL expected')),
  /** The frame's public key the session is bound to (binding-key.ts). */
  bindingKey: v.optional(v.unknown()),
})

async function body<const TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  return parseRequest(schema, await readJsonBody(c.req.raw), 'body')
}

/**
 * `/social/*` under `/frame/v1` (mounted by identity-routes.ts, which admits the frame origins only): start,
 * the callback's app origin, connect.
 */
export function socialRoutes(social: SocialSignIn): Hono {
  const app = new Hono()

  app.post('/start', async (c) => {
    const origin = c.req.header('Origin')
    const { provider, appOrigin, returnUrl, bindingKey } = await body(c, StartSchema)
    return c.json(await social.begin(provider, appOrigin, origin, bindingKey, returnUrl))
  })

  app.get('/state/:state', async (c) => c.json(await social.appOrigin(c.req.param('state'))))

  app.post('/connect', async (c) => {
    const { uri, bindingKey } = await body(c, ConnectSchema)
    // Checked before the state is spent: a request without the frame's key and its proof leaves the sign-in
    // to finish.
    return c.json(await social.connect(uri, flowCompletionOf(c, requireBindingKey(bindingKey))))
  })

  return app
}
