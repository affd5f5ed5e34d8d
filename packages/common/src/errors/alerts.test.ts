import { describe, expect, it } from 'vitest'
import { ALERT_MESSAGES, getServerErrorAlert } from './alerts.js'

describe('ALERT_MESSAGES', () => {
  it('SPEC §8 alert messages: each alert has its SPEC title and an explanation', () => {
    expect(ALERT_MESSAGES.networkNotFound.shortMessage).toBe('Network Not Found')
    expect(ALERT_MESSAGES.networkNotFound.longMessage).toContain('configured networks')
    expect(ALERT_MESSAGES.originNotAllowed.shortMessage).toBe('Invalid App Configuration')
    expect(ALERT_MESSAGES.originNotAllowed.longMessage).toContain('allowlist')
    expect(ALERT_MESSAGES.domainNotVerified.shortMessage).toBe('Invalid App Configuration')
    expect(ALERT_MESSAGES.domainNotVerified.longMessage).toContain('not verified')
    expect(ALERT_MESSAGES.embeddedWalletLoadFailed.shortMessage).toBe(
      'Network Error - Could not load embedded wallet',
    )
    expect(ALERT_MESSAGES.embeddedWalletLoadFailed.longMessage).toContain('try again later')
    expect(ALERT_MESSAGES.embeddedWalletRequestTimeout.shortMessage).toBe('Embedded Wallet Request Timed Out')
    expect(ALERT_MESSAGES.sessionExpired.shortMessage).toBe('Session Expired')
    expect(ALERT_MESSAGES.sessionExpired.longMessage).toContain('time settings')
    expect(ALERT_MESSAGES.invalidProjectId).toEqual({
      shortMessage: 'Invalid App Configuration',
      longMessage: 'Invalid Project ID',
    })
    expect(ALERT_MESSAGES.projectIdNotConfigured.shortMessage).toBe('Project ID Not Configured')
  })

  it('every alert has a non-empty title and explanation', () => {
    for (const alert of Object.values(ALERT_MESSAGES)) {
      expect(alert.shortMessage).not.toBe('')
      expect(alert.longMessage).not.toBe('')
    }
  })
})

describe('getServerErrorAlert', () => {
  it('SPEC §8: getServerErrorAlert finds the alert inside a wrapped server message', () => {
    expect(getServerErrorAlert('Unauthorized: origin not allowed')).toBe(ALERT_MESSAGES.originNotAllowed)
    expect(getServerErrorAlert('Error: JWT Token not yet valid (nbf)')).toBe(ALERT_MESSAGES.sessionExpired)
    expect(getServerErrorAlert('403 Unauthorized: invalid key')).toBe(ALERT_MESSAGES.invalidProjectId)
    expect(getServerErrorAlert('Internal server error')).toBeUndefined()
  })
})
