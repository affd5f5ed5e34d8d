/**
 * The images the project ships for its built-in networks, tokens and currencies: simple drawings of our own,
 * each a 96×96 badge with no external references, scripts or text (so no font is needed). The asset ids are
 * the `assets.imageId` of the networks in `@gangway/common`; tokens are keyed by symbol and currencies by
 * ISO code (both upper case).
 */

const WHITE = '#fff'

function badge(background: string, drawing: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${background}"/>${drawing}</svg>`
}

/** The six corners of a pointy-topped hexagon, as a `points` list. */
function hexagon(cx: number, cy: number, r: number): string {
  return [90, 30, -30, -90, -150, 150]
    .map((degrees) => {
      const angle = (degrees * Math.PI) / 180
      return `${+(cx + r * Math.cos(angle)).toFixed(1)},${+(cy - r * Math.sin(angle)).toFixed(1)}`
    })
    .join(' ')
}

const stroke = (width: number, color = WHITE) =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`

const ETHEREUM = badge(
  '#627EEA',
  `<path d="M48 14 27 49l21 12 21-12z" fill="${WHITE}" fill-opacity=".85"/><path d="M48 65 27 53l21 30 21-30z" fill="${WHITE}"/><path d="M48 14v47" ${stroke(1.5, '#627EEA')}/>`,
)
const POLYGON = badge(
  '#8247E5',
  `<g ${stroke(6)}><polygon points="${hexagon(37, 53, 14)}"/><polygon points="${hexagon(59, 43, 14)}"/></g>`,
)
const SOLANA = badge(
  '#121212',
  '<path d="M32 26h44l-10 11H22z" fill="#14F195"/><path d="M22 43h44l10 11H32z" fill="#59B5F8"/><path d="M32 60h44l-10 11H22z" fill="#9945FF"/>',
)
const BITCOIN = badge(
  '#F7931A',
  `<g transform="rotate(14 48 48)" ${stroke(6)}><path d="M36 27h14a9.5 9.5 0 0 1 0 19H36zM36 46h17a10.5 10.5 0 0 1 0 21H36zM36 27v40M42 19v8M51 19v8M42 67v8M51 67v8"/></g>`,
)
const POLKADOT = badge(
  '#E6007A',
  `<g fill="${WHITE}"><ellipse cx="48" cy="24" rx="11" ry="6.5"/><ellipse cx="48" cy="72" rx="11" ry="6.5"/><ellipse cx="27.2" cy="36" rx="11" ry="6.5" transform="rotate(-60 27.2 36)"/><ellipse cx="68.8" cy="36" rx="11" ry="6.5" transform="rotate(60 68.8 36)"/><ellipse cx="27.2" cy="60" rx="11" ry="6.5" transform="rotate(60 27.2 60)"/><ellipse cx="68.8" cy="60" rx="11" ry="6.5" transform="rotate(-60 68.8 60)"/></g>`,
)
const COSMOS = badge(
  '#2E3148',
  `<g ${stroke(3)}><ellipse cx="48" cy="48" rx="32" ry="11"/><ellipse cx="48" cy="48" rx="32" ry="11" transform="rotate(60 48 48)"/><ellipse cx="48" cy="48" rx="32" ry="11" transform="rotate(120 48 48)"/></g><circle cx="48" cy="48" r="6" fill="${WHITE}"/>`,
)
const OSMOSIS = badge(
  '#5E12A0',
  `<circle cx="48" cy="54" r="24" fill="#E6DBFF"/><circle cx="40" cy="46" r="7" fill="${WHITE}"/><circle cx="70" cy="26" r="7" fill="#E6DBFF"/>`,
)
const ARBITRUM = badge(
  '#213147',
  `<polygon points="${hexagon(48, 48, 30)}" ${stroke(4, '#12AAFF')}/><path d="M36 64 50 30M52 64 62 42" ${stroke(7)}/>`,
)
const OPTIMISM = badge(
  '#FF0420',
  `<g ${stroke(7)}><ellipse cx="33" cy="48" rx="10" ry="14"/><path d="M56 62V34h9a8 8 0 0 1 0 16h-9"/></g>`,
)
const BASE = badge(
  '#0052FF',
  `<circle cx="48" cy="48" r="26" fill="${WHITE}"/><rect x="22" y="45" width="32" height="6" fill="#0052FF"/>`,
)
const BNB = badge(
  '#F3BA2F',
  `<g fill="${WHITE}" transform="rotate(45 48 48)"><rect x="41" y="41" width="14" height="14"/><rect x="41" y="20" width="14" height="14"/><rect x="41" y="62" width="14" height="14"/><rect x="20" y="41" width="14" height="14"/><rect x="62" y="41" width="14" height="14"/></g>`,
)
const AVALANCHE = badge('#E84142', `<path d="M38 24 58 62H18zM66 44l10 18H56z" fill="${WHITE}"/>`)
const GNOSIS = badge(
  '#04795B',
  `<g ${stroke(5)}><circle cx="35" cy="44" r="11"/><circle cx="61" cy="44" r="11"/><path d="M42 62l6 8 6-8"/></g>`,
)

/** A dollar sign: an S with a bar through it. */
const DOLLAR = `<path d="M48 20v56M60 34c-2-4-6-6-12-6-7 0-12 4-12 9 0 12 24 7 24 20 0 5-5 9-12 9-6 0-10-2-12-6" ${stroke(6)}/>`

const GUSD = badge('#1F8A70', `<circle cx="48" cy="48" r="38" ${stroke(3)}/>${DOLLAR}`)
const GWT = badge('#0E7490', `<path d="M66 34a22 22 0 1 0 4 18H50" ${stroke(7)}/>`)
const USD = badge('#3C8D40', DOLLAR)
const EUR = badge(
  '#003399',
  `<g ${stroke(6)}><path d="M66 32a22 22 0 1 0 0 32"/><path d="M24 43h28M24 54h28"/></g>`,
)

/** SVGs by `assets.imageId`: served by `/public/getAssetImage/{id}`. */
export const SHIPPED_ASSET_IMAGES: Readonly<Record<string, string>> = {
  ethereum: ETHEREUM,
  polygon: POLYGON,
  arbitrum: ARBITRUM,
  optimism: OPTIMISM,
  base: BASE,
  bnb: BNB,
  avalanche: AVALANCHE,
  gnosis: GNOSIS,
  bitcoin: BITCOIN,
  solana: SOLANA,
  polkadot: POLKADOT,
  cosmos: COSMOS,
  osmosis: OSMOSIS,
}

/** SVGs by token symbol: served by `/public/getTokenImage/{symbol}`. */
export const SHIPPED_TOKEN_IMAGES: Readonly<Record<string, string>> = {
  ETH: ETHEREUM,
  POL: POLYGON,
  SOL: SOLANA,
  BTC: BITCOIN,
  DOT: POLKADOT,
  ATOM: COSMOS,
  OSMO: OSMOSIS,
  BNB,
  AVAX: AVALANCHE,
  GUSD,
  GWT,
}

/** SVGs by ISO 4217 code: served by `/public/getCurrencyImage/{code}`. */
export const SHIPPED_CURRENCY_IMAGES: Readonly<Record<string, string>> = { USD, EUR }
