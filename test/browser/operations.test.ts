import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call, signIn } from '../support/http.js';
import { ADMIN, startServer, type TestServer } from '../support/server.js';
import { startLocalWebDav, type LocalWebDav } from '../support/webdav-server.js';

// The dashboard's operations screens: Run now on scheduled tasks, and a backup's progress, download and restore.
let server: TestServer;
let token: string;
let dav: LocalWebDav;
let browser: Browser;
let backupDir: string;
const admin = (method: string, p: string, body?: object) => call(server.url, method, p, { token, body });

beforeAll(async () => {
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-backups-ui-'));
  dav = await startLocalWebDav();
  server = await startServer({
    config: { backupDir, backupWebdav: { url: dav.url, username: dav.username, password: dav.password } },
  });
  token = await signIn(server.url);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await dav?.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

async function adminPage(at: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, server.url);
  await signInThroughUi(page, ADMIN.username, ADMIN.password, '/en/dashboard');
  await page.goto(at);
  return { page, errors };
}

const notice = (page: Page) => page.getByTestId('notification');
const row = (page: Page, name: string) =>
  page
    .getByTestId('list-table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

test('Run now on the scheduled tasks runs the task and tells its result or its error in a sentence', async () => {
  await server.dataSource.query(
    `INSERT INTO schedule_tasks (name, type, seconds, enabled, stop_on_error, version)
     VALUES ('Retired task', 'retiredtask', 3600, false, false, 1)`,
  );
  const { page, errors } = await adminPage('/en/dashboard/Settings/ScheduleTask');
  const sweep = row(page, 'Release expired stock reservations');
  await sweep.getByTestId('run-now').click();
  await notice(page).getByText('Released 0 expired stock reservations.').waitFor();
  const [task] = (await server.dataSource.query(
    "SELECT last_success_utc AS at FROM schedule_tasks WHERE type = 'releasereservations'",
  )) as { at: Date | null }[];
  expect(task.at).not.toBeNull();
  // The row does not open when its button is pressed.
  expect(page.url()).toMatch(/\/Settings\/ScheduleTask\/List$/);

  await row(page, 'Retired task').getByTestId('run-now').click();
  await notice(page).getByText('The task failed: unknown task type retiredtask').waitFor();
  await screenshot(page, 'schedule-tasks-run-now');

  // On the task's own screen too.
  await row(page, 'Remove ended sessions')
    .getByRole('cell', { name: 'Remove ended sessions', exact: true })
    .first()
    .click();
  await page.locator('[data-screen="update"]').getByTestId('run-now').click();
  await notice(page).getByText('Removed 0 ended sessions.').waitFor();
  expect(errors).toEqual([]);
});

test('the backup list shows a running backup’s progress, then downloads and restores it', async () => {
  dav.hold();
  const backup = (await admin('POST', '/api/backups', { name: 'Nightly copy', typeId: 1, uploadCloud: true })).body;
  const { page, errors } = await adminPage('/en/dashboard/Settings/Backup');
  const line = row(page, 'Nightly copy');
  const bar = line.getByTestId('backup-progress');
  await bar.getByText('Uploading to cloud storage: 100%').waitFor();
  expect(await bar.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  await screenshot(page, 'backup-progress');
  dav.release();
  // The list reads the row again while it runs: the bar gives way to the buttons by itself.
  await line.getByTestId('backup-download').waitFor();
  expect(await bar.count()).toBe(0);
  await line.getByRole('cell', { name: 'Done', exact: true }).waitFor();

  const stored = (await admin('GET', `/api/backups/${backup.id}`)).body;
  const [download] = await Promise.all([page.waitForEvent('download'), line.getByTestId('backup-download').click()]);
  expect(download.suggestedFilename()).toBe(stored.fileName);
  expect(fs.statSync((await download.path())!).size).toBe(Number(stored.bytes));

  await line.getByTestId('backup-restore').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('the running database is not changed').waitFor();
  await dialog.getByLabel('Target name').fill('Not valid');
  await dialog.getByTestId('backup-restore-confirm').click();
  await notice(page).getByText('lower-case letters', { exact: false }).waitFor();
  // The browser tests run on the embedded database: the target is a new data folder among the backups.
  const target = 'restored_ui';
  await dialog.getByLabel('Target name').fill(target);
  await dialog.getByTestId('backup-restore-confirm').click();
  await notice(page).getByText(`Restored into ${target}`).waitFor();
  await until(
    () => dialog.isVisible(),
    (v) => !v,
  );
  await screenshot(page, 'backup-restored');
  expect(fs.readdirSync(path.join(backupDir, 'restored', target, 'data')).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
