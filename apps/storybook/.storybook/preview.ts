import type { Preview } from '@storybook/react-vite'
import { withGangway } from '../src/with-gangway.js'

const preview: Preview = {
  decorators: [withGangway],
  globalTypes: {
    themeMode: {
      description: 'Gangway theme mode (SPEC §2: dark by default)',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light', 'system'], dynamicTitle: true },
    },
    locale: {
      description: 'Gangway locale (the `locale` option)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: ['en', 'es', 'fr', 'de', 'pt', 'ja', 'ko', 'zh-CN', 'ar', 'he'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { themeMode: 'dark', locale: 'en' },
  parameters: { layout: 'fullscreen' },
}

export default preview
