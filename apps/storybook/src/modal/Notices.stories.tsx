import { mountModal, useCore } from '@gangway/ui-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useRef } from 'react'
import { connectAccount } from '../fixtures.js'
import { ModalHost } from '../ModalHost.js'
import type { GangwayParameters } from '../with-gangway.js'

const meta = {
  title: 'Modal/Notices',
  component: ModalHost,
  args: { view: 'Account' },
} satisfies Meta<typeof ModalHost>

export default meta
type Story = StoryObj<typeof meta>

export const ErrorAlert: Story = {
  parameters: {
    gangway: {
      setup: (core) => {
        connectAccount(core, { balance: '0.5', balanceSymbol: 'ETH' })
        core.store.alert.open('Network Not Found', 'error', false)
      },
    } satisfies GangwayParameters,
  },
}

/** A banner hides itself after a few seconds; reload the story to see it again. */
export const Snackbar: Story = {
  parameters: {
    gangway: {
      setup: (core) => {
        connectAccount(core, { balance: '0.5', balanceSymbol: 'ETH' })
        core.store.snack.show('Address copied', 'success')
      },
    } satisfies GangwayParameters,
  },
}

export const LoadingSnackbar: Story = {
  parameters: {
    gangway: {
      setup: (core) => {
        connectAccount(core)
        core.store.snack.show('Switching network...', 'loading')
      },
    } satisfies GangwayParameters,
  },
}

/** The modal closed, the page under it: the embedded wallet refused a call the host made (SPEC §6). */
export const SnackbarOverThePage: Story = {
  render: () => <ClosedModalHost />,
  parameters: {
    gangway: {
      setup: (core) => core.store.snack.show('Action not allowed', 'error'),
    } satisfies GangwayParameters,
  },
}

function ClosedModalHost() {
  const core = useCore()
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!container.current) return
    const mounted = mountModal(core, { container: container.current })
    return () => mounted.unmount()
  }, [core])
  return <div ref={container} style={{ minHeight: '100vh' }} />
}
