import type { NextConfig } from 'next'

// Nothing to set: the Gangway packages ship ES modules with their own builds, so Next.js neither transpiles
// them (no `transpilePackages`) nor needs a polyfill for the server, where every entry imports without a window.
const nextConfig: NextConfig = {}

export default nextConfig
