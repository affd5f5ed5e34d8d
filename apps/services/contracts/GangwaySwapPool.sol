// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface IGangwayERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// Constant-product pools (x * y = k, 0.3% fee) between any two assets the owner funded, the native coin
/// included, in one contract: one spender to approve, one address to index. Liquidity comes only from the owner
/// (the services' deployer), so there are no LP shares; traders only swap.
contract GangwaySwapPool {
    /// The native coin's pseudo-address, the one the swap API uses in token ids.
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    uint256 public constant FEE_PER_THOUSAND = 3;

    address public immutable owner;
    /// reserveOf[a][b]: how much of `a` the pair (a, b) holds. A pair is both entries.
    mapping(address => mapping(address => uint256)) public reserveOf;
    bool private locked;

    event LiquidityAdded(address indexed tokenA, address indexed tokenB, uint256 amountA, uint256 amountB);
    /// Both sides of a trade, so an indexer can show the native leg, which leaves no Transfer log.
    event Swap(
        address indexed trader,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut
    );

    modifier nonReentrant() {
        require(!locked, "GangwaySwapPool: locked");
        locked = true;
        _;
        locked = false;
    }

    constructor() {
        owner = msg.sender;
    }

    /// What `amountIn` buys from a pair holding `reserveIn` and `reserveOut`, after the fee.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        require(amountIn > 0, "GangwaySwapPool: zero amount");
        require(reserveIn > 0 && reserveOut > 0, "GangwaySwapPool: no liquidity");
        uint256 inWithFee = amountIn * (1000 - FEE_PER_THOUSAND);
        return (inWithFee * reserveOut) / (reserveIn * 1000 + inWithFee);
    }

    function getReserves(address tokenIn, address tokenOut) external view returns (uint256, uint256) {
        return (reserveOf[tokenIn][tokenOut], reserveOf[tokenOut][tokenIn]);
    }

    /// The owner deepens (or opens) the pair: tokens are pulled after an approve, the native coin is the value.
    function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB)
        external
        payable
        nonReentrant
    {
        require(msg.sender == owner, "GangwaySwapPool: only the owner adds liquidity");
        require(tokenA != tokenB, "GangwaySwapPool: same token");
        require(amountA > 0 && amountB > 0, "GangwaySwapPool: zero amount");
        require(msg.value == _nativeIn(tokenA, amountA) + _nativeIn(tokenB, amountB), "GangwaySwapPool: wrong value");
        _pull(tokenA, amountA);
        _pull(tokenB, amountB);
        reserveOf[tokenA][tokenB] += amountA;
        reserveOf[tokenB][tokenA] += amountB;
        emit LiquidityAdded(tokenA, tokenB, amountA, amountB);
    }

    /// Sells `amountIn` of `tokenIn` for `tokenOut`, sent to the caller; reverts when less than `minAmountOut`
    /// would come out (the slippage bound).
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut)
        external
        payable
        nonReentrant
        returns (uint256 amountOut)
    {
        require(tokenIn != tokenOut, "GangwaySwapPool: same token");
        require(msg.value == _nativeIn(tokenIn, amountIn), "GangwaySwapPool: wrong value");
        uint256 reserveIn = reserveOf[tokenIn][tokenOut];
        uint256 reserveOut = reserveOf[tokenOut][tokenIn];
        amountOut = getAmountOut(amountIn, reserveIn, reserveOut);
        require(amountOut >= minAmountOut, "GangwaySwapPool: insufficient output amount");
        // Reserves first, transfers after: a token calling back finds the pair already settled (and locked).
        reserveOf[tokenIn][tokenOut] = reserveIn + amountIn;
        reserveOf[tokenOut][tokenIn] = reserveOut - amountOut;
        _pull(tokenIn, amountIn);
        _send(tokenOut, msg.sender, amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut);
    }

    function _nativeIn(address token, uint256 amount) private pure returns (uint256) {
        return token == NATIVE ? amount : 0;
    }

    function _pull(address token, uint256 amount) private {
        if (token == NATIVE) return; // Already here as msg.value.
        require(IGangwayERC20(token).transferFrom(msg.sender, address(this), amount), "GangwaySwapPool: pull failed");
    }

    function _send(address token, address to, uint256 amount) private {
        if (token == NATIVE) {
            (bool sent,) = to.call{value: amount}("");
            require(sent, "GangwaySwapPool: native transfer failed");
        } else {
            require(IGangwayERC20(token).transfer(to, amount), "GangwaySwapPool: transfer failed");
        }
    }
}
