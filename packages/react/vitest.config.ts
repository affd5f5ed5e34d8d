import { gangwayProject } from '../../vitest.shared'

export default gangwayProject('react', { environment: 'happy-dom' })
