import './approval/approval.css'
import './recovery/recovery.css'
import { version } from '../package.json'
import { servicesUrl } from './env.js'
import { startFrame } from './start.js'

void startFrame({
  window,
  document,
  fetch: (input, init) => fetch(input, init),
  servicesUrl,
  version,
})
