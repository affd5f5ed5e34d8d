export { Ethers5Adapter, type Ethers5AdapterOptions } from './ethers5-adapter.js'
export {
  Eip1193ConnectorNotFoundError,
  Eip1193NotConnectedError,
  type Eip1193Provider,
  type SendCallsParams,
  type SendCallsResult,
  type SendErc20Params,
} from '@gangway/core/eip1193'
