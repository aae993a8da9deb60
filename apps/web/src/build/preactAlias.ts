/**
 * The H5 app runs on Preact through preact/compat (≈57 KB gzip less than react-dom on every first route): each
 * React entry point the app and its libraries import is resolved to its compat equivalent. Used by the web build
 * (vite.config.ts) and the web unit tests (vitest.config.ts); the console and the build-time shell stay on React.
 */
export const PREACT_ALIAS: { find: RegExp; replacement: string }[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react\/compiler-runtime$/, replacement: 'preact/compat/compiler-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^scheduler$/, replacement: 'preact/compat/scheduler' },
  // React 18's shim package (CommonJS, which the unit tests cannot alias): compat has useSyncExternalStore itself
  { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'preact/compat' },
];

/** The libraries that import React, compiled by the unit tests (an externalised one would load React itself). */
export const REACT_LIBRARIES: RegExp[] = [
  /\/node_modules\/(?:antd-mobile|antd-mobile-icons|@tanstack\/react-query|react-i18next|react-router|react-hook-form|@hookform\/resolvers|zustand)\//,
];
