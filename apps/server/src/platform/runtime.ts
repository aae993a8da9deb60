/**
 * The oldest Node.js Meridian supports (package.json `engines`): some runtime packages need 22.12 and older
 * lines get no security fixes. `npm start` runs the pinned Node 24 from node_modules; this stops a hand-started
 * server on an older one with a clear message instead of a failure deep inside a package.
 */
export const MIN_NODE = '22.12.0';

/** True when `version` ("v24.1.0" or "24.1.0") is at least MIN_NODE. */
export function isSupportedNode(version: string): boolean {
  const parts = (v: string) => v.replace(/^v/, '').split('.').map(Number);
  const [a = 0, b = 0, c = 0] = parts(version);
  const [x = 0, y = 0, z = 0] = parts(MIN_NODE);
  return a !== x ? a > x : b !== y ? b > y : c >= z;
}

/** Throws when this process runs on an unsupported Node.js. */
export function assertSupportedNode(version: string = process.version): void {
  if (!isSupportedNode(version))
    throw new Error(
      `Meridian needs Node.js ${MIN_NODE} or newer; this is ${version}. Start it with \`npm start\`, which runs the Node.js pinned in package.json.`,
    );
}
