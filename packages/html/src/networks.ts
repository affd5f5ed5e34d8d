// `@gangway/html/networks`: AppKit's `@reown/appkit/networks`, the same definitions as `@gangway/react/networks`.
export * from '@gangway/react/networks'
