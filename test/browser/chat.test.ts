import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signInThroughUi } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { ADMIN, useServer } from '../support/server.js';
import { hydrated } from '../support/storefront.js';

// Live support in a real Chromium: a guest opens the chat from the storefront's footer, an administrator answers
// from the dashboard's support console, and the chat ends for both.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

test('a visitor and an agent talk through the footer chat and the support console', async () => {
  const visitor = await openPage(browser, ctx.server.url);
  const page = visitor.page;
  await page.goto('/en');
  await hydrated(page);
  // Writing stays one click away for those who prefer it: for a visitor, the contact page, whose message is a ticket.
  expect(await page.getByRole('link', { name: 'Prefer a ticket?' }).getAttribute('href')).toBe('/en/contactus');
  await page.getByTestId('support-chat').click();
  const window = page.getByTestId('chat-window');
  await page.locator('[data-testid="chat-window"][data-state="connected"]').waitFor();
  await window.getByText('Waiting for an agent to join…').waitFor();
  await window.getByLabel('Write a message…').fill('Do you ship to Izmir?');
  await window.getByRole('button', { name: 'Send' }).click();
  await window.locator('.chat-line--visitor', { hasText: 'Do you ship to Izmir?' }).waitFor();

  const agent = await openPage(browser, ctx.server.url);
  await signInThroughUi(agent.page, ADMIN.username, ADMIN.password, '/en/dashboard');
  await agent.page.getByRole('menuitem', { name: 'Support console' }).click();
  const console_ = agent.page.getByTestId('support-console');
  await agent.page.locator('[data-testid="support-console"][data-state="connected"]').waitFor();
  const chats = (
    await call(ctx.server.url, 'GET', `/api/support-chats${listQuery({ filter: { closed: false } })}`, {
      token: ctx.token,
    })
  ).body as { id: number }[];
  expect(chats).toHaveLength(1);
  await console_.locator(`[data-chat="${chats[0].id}"]`).click();
  await console_.getByText('Do you ship to Izmir?').waitFor();
  await console_.getByRole('button', { name: 'Pick up' }).click();
  // Support mode on the visitor's side: the agent's arrival shows, the waiting note goes.
  await window.getByText('testadmin joined the chat').waitFor();
  await console_.getByText('testadmin joined the chat').waitFor();
  expect(await window.getByText('Waiting for an agent to join…').count()).toBe(0);

  await console_.getByLabel('Reply').fill('Yes, within two days.');
  await console_.getByRole('button', { name: 'Send' }).click();
  await window.locator('.chat-line--support', { hasText: 'Yes, within two days.' }).waitFor();
  await window.getByLabel('Write a message…').fill('Great, thanks!');
  await window.getByRole('button', { name: 'Send' }).click();
  await console_.getByText('Great, thanks!').waitFor();
  await screenshot(page, 'chat-visitor');
  await screenshot(agent.page, 'chat-console');

  // The agent closes the chat: the visitor's window says so and takes no more lines.
  await console_.getByRole('button', { name: 'Close chat' }).click();
  await window.getByText('The chat has ended.').first().waitFor();
  expect(await window.getByLabel('Write a message…').count()).toBe(0);
  await console_.getByText('No open chats.').waitFor();
  expect(visitor.errors).toEqual([]);
  expect(agent.errors).toEqual([]);
});
