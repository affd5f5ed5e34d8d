import { gangwayProject } from '../../vitest.shared'

export default gangwayProject('html', { environment: 'happy-dom' })
