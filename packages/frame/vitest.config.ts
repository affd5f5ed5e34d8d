import { gangwayProject } from '../../vitest.shared'

export default gangwayProject('frame')
