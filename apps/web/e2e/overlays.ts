import { expect } from 'vitest';
import type { Journey } from './harness';

/**
 * A confirmation never outlives its screen: with one open, Back leaves the screen and no dialog, popup or mask
 * is left on the page Back leads to (antd-mobile draws its dialogs outside React's tree, so a dialog left
 * behind could still be confirmed on another screen). Shared by the journeys that open confirmations.
 */

/** Anything of a dialog or a popup: in the DOM at all (imperative ones), or visible (declarative ones). */
export const DIALOGS = '.adm-dialog, .adm-center-popup-body, .adm-action-sheet';
export const VISIBLE = '.adm-popup-body >> visible=true, .adm-mask:not(.adm-toast-mask) >> visible=true';

/**
 * With the confirmation showing `shownBy` open (by default: any dialog), Back leaves the screen and leaves no
 * dialog behind.
 */
export async function backLeavesNothing(j: Journey, shownBy = 'open-dialog'): Promise<void> {
  const { page, byTestId } = j;
  if (shownBy === 'open-dialog') {
    const body = page.locator('.adm-dialog-body').first();
    await body.waitFor();
    await body.evaluate((el) => el.setAttribute('data-testid', 'open-dialog'));
  }
  await byTestId(shownBy).waitFor();
  expect(await page.locator('.adm-dialog').count()).toBeGreaterThan(0);
  await page.waitForTimeout(400); // the dialog's opening animation
  const screen = await page.evaluate(() => location.hash);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => location.hash)).not.toBe(screen);
  await expect.poll(() => page.locator(DIALOGS).count(), { timeout: 5_000 }).toBe(0);
  for (const sel of VISIBLE.split(', ')) expect(await page.locator(sel).count()).toBe(0);
  expect(await byTestId(shownBy).count()).toBe(0);
}
