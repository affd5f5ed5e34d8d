import { accountData } from '@gangway/core/account'
import { useSnapshot } from 'valtio/react'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { useAccountPartStyles } from '../../theme/part-styles.js'

/** One NFT of the NFTs tab: its image, name, collection, token id and description. */
export function NftDetail() {
  useAccountPartStyles()
  const core = useCore()
  const t = useMessages()
  const router = useSnapshot(core.store.router.state)
  const nfts = useSnapshot(accountData(core).nfts)
  const nft = nfts.items.find((item) => item.id === router.data?.nftId)
  if (!nft) return <p className="gw-muted">{t('nftNotFound')}</p>
  const name = nft.name || t('nftUnnamed', { id: nft.tokenId })
  return (
    <div className="gw-stack gw-nft-detail">
      <WalletImage src={nft.image?.url} className="gw-nft-image gw-nft-image--l" />
      <h3 className="gw-heading gw-ellipsis" title={name}>
        {name}
      </h3>
      <dl className="gw-details">
        <dt>{t('nftCollection')}</dt>
        <dd className="gw-ellipsis" title={nft.collection.name}>
          {nft.collection.name}
        </dd>
        <dt>{t('nftTokenId')}</dt>
        <dd className="gw-ellipsis">{nft.tokenId}</dd>
        {nft.description && (
          <>
            <dt>{t('nftDescription')}</dt>
            <dd>{nft.description}</dd>
          </>
        )}
      </dl>
    </div>
  )
}
