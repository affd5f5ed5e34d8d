// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// A minimal ERC-1271 contract account for the tests of signature checks: a signature is valid when its ECDSA
/// signer is `owner`. The hash is taken as given (for a signed message, its EIP-191 hash), as wallets sign it.
contract GangwaySmartAccount {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;
    /// secp256k1n / 2: a higher s is the malleable twin of a valid signature (EIP-2), refused like OpenZeppelin does.
    uint256 internal constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        address signer = _recover(hash, signature);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }

    /// The signer of a 65-byte r ‖ s ‖ v signature, or the zero address for anything else.
    function _recover(bytes32 hash, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return address(0);
        return ecrecover(hash, v, r, s);
    }
}

/// Deploys GangwaySmartAccounts with CREATE2, so an account's address is known before it exists (ERC-6492:
/// a signature can carry this factory's `createAccount` call for a verifier to run first).
contract GangwaySmartAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, bytes32 salt);

    /// Deploys the account for (owner, salt), or returns it when it exists already, so replaying the call is harmless.
    function createAccount(address owner, bytes32 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        GangwaySmartAccount created = new GangwaySmartAccount{salt: salt}(owner);
        account = address(created);
        emit AccountCreated(account, owner, salt);
    }

    /// The address `createAccount(owner, salt)` deploys to. The owner is part of the init code, so two owners
    /// with one salt get different accounts.
    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(GangwaySmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }
}
