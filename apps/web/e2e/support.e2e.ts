import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOperator, openConsole } from './console';
import type { ConsoleTab } from './console';
import { REPO_ROOT, bootJourney, callAsUser, settle, signUp, docsPath } from './harness';

/**
 * Support chat journey: a visitor writes in the app before logging in; registering merges that chat
 * into the account; the user writes again and sends a picture; offline a message fails, and its Retry sends it
 * once; an operator opens the thread in the console (the user's messages turn
 * "read" in the app, live), answers, and the reply appears in the app without a reload; the app reads it and the
 * console's tick turns "read". A second reply while the user is on home shows the unread badge on the menu's
 * customer-service entry (that reply is a canned one the operator creates and picks). The contact page opens
 * the chat. Screenshots: the chat at 390×844, the console inbox
 * at 1280×800.
 */

const j = bootJourney();
const stamp = Date.now();
const EMAIL = `chat-user.${stamp}@example.com`;
const OPS_EMAIL = `chat-ops.${stamp}@meridian.test`;
const VISITOR_TEXT = `Hello, I am not registered yet (${stamp})`;
const USER_TEXT = 'My deposit has not arrived after 30 minutes, can you check it?';
const REPLY = 'Hello! I am checking your deposit now — it will be credited within a few minutes.';
const SECOND_REPLY = 'Done: the deposit is credited. Anything else?';
const OFFLINE_TEXT = 'Written while offline: sent once, after Retry.';
const PICTURE = path.join(REPO_ROOT, 'apps/server/src/modules/nft/demo/media/harbour.png');
const CANNED_TITLE = `Credited ${stamp}`;
const DOCS = docsPath('issue17');

let ops: ConsoleTab;

const app = () => j.page;
const composer = () => app().locator('.kefu-input textarea:not(.adm-text-area-element-hidden)');
const ownBubble = (text: string) => app().locator('.kefu-row.mine', { hasText: text });

async function write(text: string): Promise<void> {
  await composer().fill(text);
  await j.byTestId('kefu-send').click();
}

describe('support chat journey', () => {
  it('a visitor writes before logging in; the message is stored (one tick)', async () => {
    await app().goto(`${j.server.baseUrl}/h5/#/pages/kefu/index`);
    await j.byTestId('kefu-visitor').waitFor();
    await j.byTestId('kefu-welcome').waitFor();
    await write(VISITOR_TEXT);
    await ownBubble(VISITOR_TEXT).locator('[data-testid="kefu-tick-sent"]').waitFor();
    mkdirSync(DOCS, { recursive: true });
    await settle(app());
    j.toDocs(await j.shot('chat-visitor.png'), 'issue17/chat-visitor.png');
  });

  it("registering merges the visitor's chat into the account; the user writes again", async () => {
    // login returns to the last page shown: home, so the sign-up helper lands where it expects
    await app().goto(`${j.server.baseUrl}/h5/#/`);
    await j.byTestId('home-page').waitFor();
    await signUp(j, EMAIL, 'Secret#2024');
    // the contact page's chat entry opens the chat
    await app().goto(`${j.server.baseUrl}/h5/#/pages/common/contactus`);
    await j.byTestId('contact-chat').waitFor();
    await settle(app());
    j.toDocs(await j.shot('chat-contact.png'), 'issue17/chat-contact.png');
    await j.byTestId('contact-chat').click();
    await j.byTestId('kefu-page').waitFor();
    await ownBubble(VISITOR_TEXT).waitFor();
    expect(await j.byTestId('kefu-visitor').count()).toBe(0);
    await write(USER_TEXT);
    await ownBubble(USER_TEXT)
      .locator('[data-testid="kefu-tick-sent"], [data-testid="kefu-tick-delivered"]')
      .waitFor();
    // one bubble per message: the send's reply and its push did not double it
    expect(await ownBubble(USER_TEXT).count()).toBe(1);
    // a screenshot of the transfer: uploaded, then sent as a picture message
    await app().locator('[data-testid="kefu-image-input"]').setInputFiles(PICTURE);
    await app().locator('.kefu-row.mine .kefu-picture img[src*="/uploads/"]').waitFor();
  });

  it("a thread about someone else's record (or none) is refused: the chat says so, nothing opens", async () => {
    await app().goto(`${j.server.baseUrl}/h5/#/pages/kefu/index?topic=otc:999999`);
    await j.byTestId('state-error').waitFor();
    expect(await j.byTestId('kefu-topic').count()).toBe(0);
    await app().goto(`${j.server.baseUrl}/h5/#/pages/kefu/index`);
    await ownBubble(USER_TEXT).waitFor();
  });

  it('offline, a message fails and shows Retry; back online the retry sends it once', async () => {
    await app().context().setOffline(true);
    await write(OFFLINE_TEXT);
    await j.byTestId('kefu-retry').waitFor();
    expect(await ownBubble(OFFLINE_TEXT).locator('[data-testid="kefu-tick-failed"]').count()).toBe(1);
    await app().context().setOffline(false);
    await j.byTestId('kefu-retry').click();
    await ownBubble(OFFLINE_TEXT)
      .locator('[data-testid="kefu-tick-sent"], [data-testid="kefu-tick-delivered"]')
      .waitFor();
    expect(await ownBubble(OFFLINE_TEXT).count()).toBe(1);
    expect(await j.byTestId('kefu-retry').count()).toBe(0);
  });

  it('the operator opens the thread: both messages are there and turn read in the app, live', async () => {
    createOperator(j.server, OPS_EMAIL, 'Operator#2024');
    ops = await openConsole(app().context(), j.server.baseUrl, OPS_EMAIL, 'Operator#2024');
    await ops.page.goto(`${j.server.baseUrl}/console/#/support?tab=all`);
    const row = ops.page.locator('[data-testid^="support-thread-"]', { hasText: EMAIL });
    await row.waitFor();
    await row.click();
    const thread = ops.page.locator('[data-testid="support-thread"]');
    await thread.locator('.support-msg.theirs', { hasText: VISITOR_TEXT }).waitFor();
    await thread.locator('.support-msg.theirs', { hasText: USER_TEXT }).waitFor();
    await thread.locator('.support-msg.theirs', { hasText: OFFLINE_TEXT }).waitFor();
    await thread.locator('.support-msg.theirs .ant-image img').waitFor();
    await ops.page.locator('[data-testid="support-panel"]', { hasText: EMAIL }).waitFor();
    await ownBubble(OFFLINE_TEXT).locator('[data-testid="kefu-tick-read"]').waitFor();
    await ownBubble(USER_TEXT).locator('[data-testid="kefu-tick-read"]').waitFor();
  });

  it('the operator answers; the reply appears in the app without a reload and the console sees it read', async () => {
    await ops.page.locator('[data-testid="support-assign-me"]').click();
    await ops.page.locator('.support-thread-head', { hasText: OPS_EMAIL }).waitFor();
    await ops.page.locator('[data-testid="support-reply"]').fill(REPLY);
    await ops.page.locator('[data-testid="support-send"]').click();
    const ours = ops.page.locator('.support-msg.ours', { hasText: REPLY });
    await ours.waitFor();

    // and a picture (uploaded through the console's own upload)
    await ops.page.locator('.support-composer input[type="file"]').setInputFiles(PICTURE);
    await ops.page.locator('[data-testid="support-send"]').click();
    await ops.page.locator('.support-msg.ours .ant-image img').waitFor();

    await app().bringToFront();
    await app().locator('.kefu-row.theirs', { hasText: REPLY }).waitFor();
    await app().locator('.kefu-row.theirs .kefu-picture img').waitFor();
    await ours.locator('[data-testid="support-tick-read"]').waitFor();
    await settle(app());
    j.toDocs(await j.shot('chat-app.png'), 'issue17/chat-app.png');
    await ops.page.bringToFront();
    await ops.page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 8_000 });
    await ops.page.waitForTimeout(500); // a tab brought to the front lays out (and scrolls) on its next frames
    await ops.shot(path.join(DOCS, 'chat-console.png'));
  });

  it('a reply while the user is elsewhere shows the badge on home; opening the chat reads it', async () => {
    await app().bringToFront();
    await app().goto(`${j.server.baseUrl}/h5/#/`);
    await j.byTestId('home-page').waitFor();
    // the second reply is a canned one: created in the manager (audited), then picked into the reply box; the
    // console's tab in front while it is used (a background tab's animation frames are throttled, and the
    // manager's dialog opens on them)
    const o = ops.page;
    await o.bringToFront();
    await o.locator('[data-testid="support-canned"]').click();
    await o.getByRole('button', { name: 'Manage canned replies' }).click();
    const modal = o.locator('.ant-modal');
    await modal.getByRole('button', { name: 'New canned reply' }).click();
    await modal.locator('input#title').fill(CANNED_TITLE);
    await modal.locator('textarea#text').fill(SECOND_REPLY);
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText(CANNED_TITLE).waitFor();
    await modal.locator('.ant-modal-close').click();
    await o.locator('[data-testid="support-canned"]').click();
    await o.locator('.support-canned-item', { hasText: CANNED_TITLE }).click();
    await expect.poll(() => o.locator('[data-testid="support-reply"]').inputValue()).toBe(SECOND_REPLY);
    await o.locator('[data-testid="support-send"]').click();
    await ops.page.locator('.support-msg.ours', { hasText: SECOND_REPLY }).waitFor();
    await app().bringToFront();
    const badge = j.byTestId('menu-service').locator('.adm-badge-content');
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('1');
    await j.byTestId('menu-service').click();
    await app().locator('.kefu-row.theirs', { hasText: SECOND_REPLY }).waitFor();
    await ops.page
      .locator('.support-msg.ours', { hasText: SECOND_REPLY })
      .locator('[data-testid="support-tick-read"]')
      .waitFor();
  });

  it('a long history loads by pages: the oldest messages come when scrolling up', async () => {
    // 35 more messages through the API (the same send path): the first page (30) no longer holds the first ones
    for (let i = 1; i <= 35; i += 1)
      await callAsUser(j, 'kefu/send', { client_id: randomUUID(), text: `History line ${i}` });
    await app().reload();
    await app().locator('.kefu-row.mine', { hasText: 'History line 35' }).waitFor();
    expect(await ownBubble(VISITOR_TEXT).count()).toBe(0);
    const list = j.byTestId('kefu-list');
    await expect
      .poll(
        async () => {
          await list.evaluate((el) => el.scrollTo({ top: 0 }));
          return ownBubble(VISITOR_TEXT).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await app().getByText('This is the beginning of the conversation').waitFor();
    // every message once after the pages were merged: visitor + text + picture + offline one + 35
    expect(
      await app()
        .locator('.kefu-text', { hasText: /^History line 1$/ })
        .count(),
    ).toBe(1);
    expect(await app().locator('.kefu-row.mine').count()).toBe(39);
  });
});
