import { options } from 'preact';

/**
 * React writes the `xmlnsXlink` prop (antd-mobile-icons' SVGs) as the `xmlns:xlink` attribute, preact/compat as an
 * attribute named `xmlnsXlink`: renamed here so the app's tab bar stays the markup of index.html's React-built shell.
 */
const previous = options.vnode?.bind(options);
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && 'xmlnsXlink' in props) {
    // renamed in place, in its place: the attributes keep React's order
    const entries = Object.entries(props);
    for (const [key] of entries) delete props[key];
    for (const [key, value] of entries) props[key === 'xmlnsXlink' ? 'xmlns:xlink' : key] = value;
  }
  previous?.(vnode);
};
