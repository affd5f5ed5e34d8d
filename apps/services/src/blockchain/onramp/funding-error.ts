/** The funding account could not pay: too little balance on a node that cannot be topped up, or no node. */
export class FundingError extends Error {
  override name = 'FundingError'
}
