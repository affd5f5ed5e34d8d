export type { AuthEip1193Provider } from './eip1193-provider.js'
export {
  AUTH_CONNECTOR_ID,
  type AuthClient,
  type AuthFrameArea,
  type AuthNamespace,
  type AuthUser,
  type EmailNextStep,
  type OAuthProvider,
  type SocialPopup,
} from './types.js'
