/**
 * The browser's own ResizeObserver, which every browser the app supports has: ahooks (under antd-mobile) imports
 * a polyfill of it (≈ 3 KB gzip on every first route), aliased to this in the web build (vite.config.ts).
 */
export default globalThis.ResizeObserver;
