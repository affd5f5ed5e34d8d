import { FALLBACK_NATIVE_CURRENCY, type NativeCurrencyConfig } from '../config.js'
import { TOKENS, type TokenDefinition, type TokenSymbol } from '../chain/tokens.js'

/** USD prices from configuration (SERVICES.md: prices come from a configurable table). */
export class PriceTable {
  constructor(
    private readonly natives: Record<number, NativeCurrencyConfig>,
    private readonly tokenPrices: Partial<Record<TokenSymbol, number>>,
  ) {}

  native(chainId: number): NativeCurrencyConfig {
    return this.natives[chainId] ?? FALLBACK_NATIVE_CURRENCY
  }

  tokens(): (TokenDefinition & { price: number })[] {
    return TOKENS.map((token) => ({ ...token, price: this.tokenPrices[token.symbol] ?? token.price }))
  }
}
