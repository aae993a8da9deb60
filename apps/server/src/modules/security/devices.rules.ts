import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Devices a sign-in comes from. No user-agent parser is a dependency, so this reads only the few families a
 * phone or desktop browser names plainly; anything else is "Unknown". The label is what the user is shown,
 * the fingerprint what decides whether the device is new.
 */

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  // order matters: Edge, Opera and Samsung's browser also name Chrome; Chrome on iOS also names Safari
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  // iPads and iPhones name "Mac OS X" too, Android names Linux: the specific ones first
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(?:Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const UNKNOWN = 'Unknown';

const firstMatch = (ua: string, table: typeof BROWSERS) => table.find(([re]) => re.test(ua))?.[1] ?? UNKNOWN;

/** Browser and operating system families named by a user agent ("Unknown" for either when not found). */
export function deviceOf(userAgent: string): { browser: string; os: string } {
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) };
}

/** What a notice calls the device: "Chrome on Android", "Unknown device" when neither family is known. */
export function deviceLabel(userAgent: string): string {
  const { browser, os } = deviceOf(userAgent);
  if (browser === UNKNOWN && os === UNKNOWN) return 'Unknown device';
  return `${browser} on ${os}`;
}

/**
 * The client's network: an IPv4 address's /24, an IPv6 address's /48 (a home or mobile network keeps
 * these while the last part changes); anything else as given.
 */
export function networkOf(ip: string): string {
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) return `${expandV6(ip).slice(0, 3).join(':')}::/48`;
  return ip;
}

function expandV6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * A device as the new-sign-in notice counts it: browser family, OS family and network. A browser update or
 * a new address in the same network is the same device; another browser, system or network is a new one (an
 * attacker copying the victim's browser still signs in from elsewhere).
 */
export function deviceFingerprint(userAgent: string, ip: string): string {
  const { browser, os } = deviceOf(userAgent);
  return createHash('sha256')
    .update(`${browser}\u0000${os}\u0000${networkOf(ip)}`)
    .digest('hex');
}
