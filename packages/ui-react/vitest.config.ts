import { gangwayProject } from '../../vitest.shared'

export default gangwayProject('ui-react', { environment: 'happy-dom', setupFiles: ['./src/test-setup.ts'] })
