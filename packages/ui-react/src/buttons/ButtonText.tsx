import { useLabelReady } from '../i18n/use-label-ready.js'

export interface ButtonTextProps {
  children: string
  /**
   * The catalogue keys the text comes from. While the locale's strings are on their way the text is not painted
   * (its box is kept, so nothing moves): a page in another language never flashes English. Data (a wallet's or a
   * network's name) and a host's own label pass none and show at once.
   */
  catalogueKeys?: readonly string[]
}

const NONE: readonly string[] = []

/** A button's visible text. */
export function ButtonText({ children, catalogueKeys = NONE }: ButtonTextProps) {
  const ready = useLabelReady(catalogueKeys)
  return <span data-label-pending={ready ? undefined : ''}>{children}</span>
}
