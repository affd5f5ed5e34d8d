// `@gangway/react/siwx` (AppKit's `@reown/appkit-siwx`): Sign In With X for the `siwx` option of createAppKit.
export * from '@gangway/siwx'
