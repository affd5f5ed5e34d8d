import { ConnectedAddress } from '../components/connected-address'

export default function Home() {
  return (
    <main>
      <h1>Gangway on Next.js</h1>
      <appkit-button />
      <ConnectedAddress />
    </main>
  )
}
