// `@gangway/ui-react/messages`: the modal's message catalogue, for hosts and tools that read or translate it. An
// entry of its own, so importing the buttons never brings the catalogue into a page's start-up download.
export {
  createTranslate,
  defaultMessages,
  type MessageKey,
  type MessageValues,
  NAMESPACE_MESSAGES,
  SOCIAL_PROVIDER_MESSAGES,
  type Translate,
} from './messages.js'
export { buttonMessages } from './buttons/button-messages.js'
export { useMessages } from './use-messages.js'
// Every key a locale file translates, in English (docs/i18n.md).
export { CATALOGUE_PARTS, englishCatalogue } from './i18n/english-catalogue.js'
