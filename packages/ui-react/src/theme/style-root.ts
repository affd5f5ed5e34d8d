import { createContext } from 'react'
import type { StyleRoot } from './adopt.js'

/** The modal's shadow root: where a part loaded on demand puts its own stylesheet (see part-styles.ts). */
export const StyleRootContext = createContext<StyleRoot | undefined>(undefined)
