/**
 * Which install instructions fit the reader's browser (the Download page shows all three; this one
 * first and open). Pure, tested in platform.test.ts.
 */
export type InstallPlatform = 'ios' | 'android' | 'desktop';
export const INSTALL_PLATFORMS: readonly InstallPlatform[] = ['ios', 'android', 'desktop'];

/**
 * iPhone, iPad, iPod (and an iPad's desktop-class Safari, which says Macintosh but has touch) → ios; Android →
 * android; anything else → desktop.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  const ua = userAgent.toLowerCase();
  if (/iphone|ipad|ipod/.test(ua)) return 'ios';
  if (ua.includes('macintosh') && maxTouchPoints > 1) return 'ios';
  if (ua.includes('android')) return 'android';
  return 'desktop';
}

/** The app runs installed (home-screen / standalone window), by the display mode or iOS's navigator.standalone. */
export function isStandalone(
  matchMedia: ((q: string) => { matches: boolean }) | undefined,
  nav: { standalone?: boolean } | undefined,
): boolean {
  if (nav?.standalone === true) return true;
  return matchMedia?.('(display-mode: standalone)').matches === true;
}
