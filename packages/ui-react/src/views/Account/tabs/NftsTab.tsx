import { accountData, fetchNfts } from '@gangway/core/account'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { WalletImage } from '../../../components/WalletImage.js'
import { useCore } from '../../../context.js'
import { useMessages } from '../../../use-messages.js'
import { TabLoading } from './ActivityTab.js'

/** The NFTs tab: the account's NFTs on the active network as a grid of images; each opens its detail. */
export function NftsTab() {
  const core = useCore()
  const t = useMessages()
  const nfts = useSnapshot(accountData(core).nfts)

  useEffect(() => {
    void fetchNfts(core)
  }, [core])

  if (nfts.status === 'loading' && nfts.items.length === 0) return <TabLoading label={t('nftsLoading')} />
  if (nfts.status === 'error') {
    return (
      <div className="gw-tab-empty" role="status">
        <p>{t('nftsFailed')}</p>
        <button type="button" className="gw-secondary" onClick={() => void fetchNfts(core)}>
          {t('tryAgain')}
        </button>
      </div>
    )
  }
  if (nfts.items.length === 0) {
    return (
      <p className="gw-tab-empty" role="status">
        {t('nftsEmpty')}
      </p>
    )
  }
  return (
    <div className="gw-tab-scroll">
      <ul className="gw-nft-grid" aria-label={t('nftsList')}>
        {nfts.items.map((nft) => {
          const name = nft.name || t('nftUnnamed', { id: nft.tokenId })
          return (
            <li key={nft.id}>
              <button
                type="button"
                className="gw-nft-card"
                title={name}
                onClick={() => core.store.router.push('NftDetail', { nftId: nft.id })}
              >
                <WalletImage src={nft.image?.url} className="gw-nft-image" />
                <span className="gw-ellipsis">{name}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
