/** A name for a new passkey guessed from the browser's user agent ("Chrome" and "Android"), for the user to edit. */

export interface DeviceGuess {
  browser: string | undefined;
  device: string | undefined;
}

// order matters: Edge, Opera and Samsung's browser also say "Chrome", Chrome on iOS says "Safari"
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|OPiOS\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

// iPadOS asks for desktop sites and says "Macintosh": a touch screen tells them apart (`touch`)
const DEVICES: readonly (readonly [RegExp, string])[] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

const first = (list: readonly (readonly [RegExp, string])[], ua: string) =>
  list.find(([re]) => re.test(ua))?.[1];

export function guessDevice(ua: string, touch = false): DeviceGuess {
  const device = first(DEVICES, ua);
  return { browser: first(BROWSERS, ua), device: device === 'Mac' && touch ? 'iPad' : device };
}

/** The contract's limit on a passkey's name. */
export const PASSKEY_NAME_MAX = 32;

/**
 * The suggested name: "<browser> on <device>" in the user's words (`t`), the device or the browser alone when only
 * one is known, else `fallback`; cut to the name's limit.
 */
export function suggestedName(
  guess: DeviceGuess,
  t: (key: string, params?: Record<string, string>) => string,
  fallback: string,
): string {
  const { browser, device } = guess;
  const name =
    browser && device ? t('passkeys.deviceName', { browser, device }) : (device ?? browser ?? fallback);
  return name.slice(0, PASSKEY_NAME_MAX).trim();
}
