import { useCore } from '../../context.js'
import { NetworkList } from './NetworkList.js'

/** Choose network: back to where the visitor came from once the switch succeeded. */
export function Networks() {
  const core = useCore()
  return <NetworkList onSwitched={() => core.store.router.goBack()} />
}
