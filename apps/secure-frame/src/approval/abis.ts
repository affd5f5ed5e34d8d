import { parseAbi } from 'viem'

/**
 * The calls the dialog decodes, by selector. ERC-20 and ERC-721 share `approve(address,uint256)` and
 * `transferFrom(address,address,uint256)`: one entry each serves both (the second number is an amount or a
 * token id, and the dialog says so unless the token is known).
 */
export const KNOWN_CALLS_ABI = parseAbi([
  // ERC-20 (and ERC-721's approve / transferFrom)
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function transferFrom(address from, address to, uint256 amount)',
  // ERC-721
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  // ERC-1155
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
  // ERC-721 and ERC-1155
  'function setApprovalForAll(address operator, bool approved)',
  // Permit2's on-chain allowance
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
  // apps/services/contracts/GangwaySwapPool.sol
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB)',
])

/** GangwaySwapPool's (and the swap API's) pseudo-address for the native coin. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
