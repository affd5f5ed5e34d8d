// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// A plain ERC-721 for the local chains: token ids 1..holders.length * perHolder minted round-robin at deployment.
/// tokenURI(id) is `baseURI` + lowercase hex address of this contract + "/" + id.
contract GangwayCollection {
    string public name;
    string public symbol;
    string public baseURI;
    uint256 public totalSupply;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) private _tokenApprovals;
    mapping(address => mapping(address => bool)) private _operatorApprovals;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(
        string memory name_,
        string memory symbol_,
        string memory baseURI_,
        address[] memory holders,
        uint256 perHolder
    ) {
        name = name_;
        symbol = symbol_;
        baseURI = baseURI_;
        uint256 count = holders.length * perHolder;
        for (uint256 id = 1; id <= count; id++) {
            address to = holders[(id - 1) % holders.length];
            require(to != address(0), "ERC721: mint to the zero address");
            _owners[id] = to;
            _balances[to] += 1;
            emit Transfer(address(0), to, id);
        }
        totalSupply = count;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "ERC721: zero address");
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = _owners[tokenId];
        require(owner != address(0), "ERC721: nonexistent token");
        return owner;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat(baseURI, _hexAddress(address(this)), "/", _decimal(tokenId));
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || _operatorApprovals[owner][msg.sender], "ERC721: not owner nor operator");
        _tokenApprovals[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _tokenApprovals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return _operatorApprovals[owner][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "ERC721: transfer from incorrect owner");
        require(to != address(0), "ERC721: transfer to the zero address");
        require(
            msg.sender == owner || _tokenApprovals[tokenId] == msg.sender || _operatorApprovals[owner][msg.sender],
            "ERC721: caller is not token owner or approved"
        );
        delete _tokenApprovals[tokenId];
        _balances[from] -= 1;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            // IERC721Receiver.onERC721Received(address,address,uint256,bytes)
            (bool ok, bytes memory result) =
                to.call(abi.encodeWithSelector(0x150b7a02, msg.sender, from, tokenId, data));
            require(
                ok && result.length == 32 && abi.decode(result, (bytes4)) == 0x150b7a02,
                "ERC721: transfer to non ERC721Receiver"
            );
        }
    }

    function _hexAddress(address account) private pure returns (string memory) {
        bytes16 digits = "0123456789abcdef";
        bytes memory out = new bytes(42);
        out[0] = "0";
        out[1] = "x";
        uint160 value = uint160(account);
        for (uint256 i = 41; i > 1; i--) {
            out[i] = digits[value & 0xf];
            value >>= 4;
        }
        return string(out);
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 length;
        for (uint256 rest = value; rest != 0; rest /= 10) length++;
        bytes memory out = new bytes(length);
        while (value != 0) {
            out[--length] = bytes1(uint8(48 + (value % 10)));
            value /= 10;
        }
        return string(out);
    }
}
