import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, graveViolations } from '../support/axe.js';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { createCustomer, useServer } from '../support/server.js';
import { hydrated } from '../support/storefront.js';

// The contact page, the white paper, the archives and sign-in by a code from the messaging bot, as visitors use them
// in a real Chromium, in English and in Persian (right to left).
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const admin = (method: string, path: string) => call(ctx.server.url, method, path, { token: ctx.token });
const latinDigits = (text: string) => text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));

/** A visitor's page; refusals a test provokes (a 400 form, a wrong code's 401) are logged by Chromium, not errors. */
async function visitor(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, ctx.server.url);
  page.on('console', (m) => m.type() === 'error' && !/status of 40[01]/.test(m.text()) && errors.push(m.text()));
  return { page, errors };
}

/** The page as a wide screen and as a phone show it, with no critical or serious finding of axe-core on it. */
async function shots(page: Page, name: string): Promise<void> {
  expect(graveViolations(await axeViolations(page))).toEqual([]);
  await screenshot(page, `content-screens/${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `content-screens/${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Opens the language's home page and follows the footer's link to a screen. */
async function fromFooter(page: Page, lang: string, link: string, path: string): Promise<void> {
  await page.goto(`/${lang}`);
  await hydrated(page);
  await page.locator('.footer').getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL(`**/${lang}${path}`);
  await hydrated(page);
}

const CONTACT = {
  en: {
    link: 'Contact us',
    labels: ['Your name', 'E-mail', 'Phone (optional)', 'Department', 'Subject', 'Message'],
    send: 'Send message',
    refused: 'Your message could not be sent: check the highlighted fields.',
    required: 'This field is required.',
    unit: 'Sales',
    thanks: /Thank you\. We received your message as ticket #(\d+)/,
  },
  fa: {
    link: 'تماس با ما',
    labels: ['نام شما', 'ایمیل', 'تلفن (اختیاری)', 'بخش', 'موضوع', 'پیام'],
    send: 'ارسال پیام',
    refused: 'پیام شما ارسال نشد: فیلدهای مشخص‌شده را بررسی کنید.',
    required: 'این فیلد الزامی است.',
    unit: 'فروش',
    thanks: /با شمارهٔ تیکت #([۰-۹]+) دریافت شد/,
  },
};

test.each(['en', 'fa'] as const)('a visitor writes to the support team from the contact page (%s)', async (lang) => {
  const text = CONTACT[lang];
  const { page, errors } = await visitor();
  await fromFooter(page, lang, text.link, '/contactus');
  const form = page.getByRole('form');
  // A field's label holds its problem once there is one: matched by the start of its text.
  const [name, email, phone, unit, subject, message] = text.labels.map((l) => form.getByLabel(l));
  // Nothing filled in: the server's refusal on top and each field's own message under it, in the page's language.
  await form.getByRole('button', { name: text.send }).click();
  await form.getByRole('alert').filter({ hasText: text.refused }).waitFor();
  expect(await form.locator('.field-error').allTextContents()).toEqual(Array(4).fill(text.required));
  await shots(page, `contact-refused-${lang}`);

  await name.fill('Leyla Ahmadi');
  await email.fill(`leyla.${lang}@example.com`);
  await phone.fill('0912 345 6789');
  await unit.selectOption({ label: text.unit });
  await subject.fill('Prices for hotels');
  await message.fill('Do you sell carpets to hotels in quantity?');
  await form.getByRole('button', { name: text.send }).click();
  const thanks = page.getByRole('status');
  await thanks.filter({ hasText: text.thanks }).waitFor();
  const id = Number(latinDigits(text.thanks.exec((await thanks.textContent()) ?? '')![1]));
  await shots(page, `contact-sent-${lang}`);

  const ticket = (await admin('GET', `/api/Tickets/getTicket?id=${id}`)).body;
  expect(ticket).toMatchObject({
    title: 'Prices for hotels',
    contactName: 'Leyla Ahmadi',
    contactEmail: `leyla.${lang}@example.com`,
    contactPhone: '+989123456789',
    unitTitle: 'Sales',
  });
  expect(errors).toEqual([]);
});

test.each([
  ['en', 'White paper', 'Contents', '2.2 Matching'],
  ['fa', 'وایت‌پیپر', 'فهرست مطالب', '۲.۲ تطبیق سفارش‌ها'],
])(
  'the white paper is read from its contents, and downloaded as a PDF where it has one (%s)',
  async (lang, title, contents, section) => {
    const { page, errors } = await visitor();
    await fromFooter(page, lang, title, '/whitepaper');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const toc = page.getByRole('navigation', { name: contents });
    await toc.getByRole('link', { name: section }).click();
    await page.waitForURL(/#section-\d+-4$/);
    const heading = await page.getByRole('heading', { level: 3, name: section }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(0);
    expect(heading!.y).toBeLessThan(200);
    // The contents sit at the start of the line: left of the text in English, right of it in Persian.
    const aside = (await page.locator('.whitepaper-aside').boundingBox())!;
    const article = (await page.locator('.whitepaper article').boundingBox())!;
    expect(lang === 'fa' ? aside.x > article.x : aside.x < article.x).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shots(page, `whitepaper-${lang}`);

    const download = page.getByRole('link', { name: 'Download the PDF' });
    if (lang === 'en') {
      const file = page.waitForEvent('download');
      await download.click();
      expect(fs.readFileSync(await (await file).path(), 'latin1').startsWith('%PDF-1.4')).toBe(true);
    } else expect(await page.locator('.whitepaper-download').count()).toBe(0);
    expect(errors).toEqual([]);
  },
);

test.each([
  ['en', 'Archives', 'By month'],
  ['fa', 'بایگانی', 'بر اساس ماه'],
])('the archives lead from a month to its posts (%s)', async (lang, title, byMonth) => {
  const { page, errors } = await visitor();
  await fromFooter(page, lang, title, '/archives');
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const index = page.getByRole('navigation', { name: byMonth });
  // The demo's posts are spread over the last four months, one a month.
  const months = index.locator('li');
  expect(await months.count()).toBeGreaterThanOrEqual(4);
  await shots(page, `archives-${lang}`);

  const newest = months.first();
  const label = (await newest.getByRole('link').textContent())!;
  expect(latinDigits((await newest.locator('.muted').textContent())!)).toBe('(1)');
  await newest.getByRole('link').click();
  await page.waitForURL(new RegExp(`/${lang}/archives/\\d{4}/\\d{2}$`));
  await page.getByRole('heading', { level: 1, name: `${title}: ${label}` }).waitFor();
  await shots(page, `archives-month-${lang}`);
  const post = page.locator('.archives-list li a').first();
  const postTitle = (await post.textContent())!;
  await post.click();
  await page.getByRole('heading', { level: 1, name: postTitle }).waitFor();
  expect(errors).toEqual([]);
});

const CODE = {
  en: {
    tab: 'Code from our bot',
    login: 'Username, e-mail or mobile',
    send: 'Send me a code',
    sent: 'If the account exists, its code is on its way.',
    code: 'Sign-in code',
    signIn: 'Sign in',
    wrong: 'The code is incorrect or has expired.',
  },
  fa: {
    tab: 'کد از ربات ما',
    login: 'نام کاربری، ایمیل یا موبایل',
    send: 'ارسال کد',
    sent: 'اگر این حساب وجود داشته باشد، کد آن در راه است.',
    code: 'کد ورود',
    signIn: 'ورود',
    wrong: 'کد نادرست است یا منقضی شده است.',
  },
};

test.each(['en', 'fa'] as const)('a customer signs in with a code from the messaging bot (%s)', async (lang) => {
  const text = CODE[lang];
  const email = `code.signin.${lang}@example.com`;
  const customer = await createCustomer(
    ctx.server,
    ctx.token,
    { username: `code.signin.${lang}`, email },
    'pass-123456',
  );
  const { page, errors } = await visitor();
  await page.goto(`/${lang}/Authentication`);
  await hydrated(page);
  await page.getByRole('link', { name: text.tab }).click();
  await page.waitForURL(/mode=code$/);
  await hydrated(page);
  const form = page.getByRole('form', { name: text.tab });
  // The bot as the store's settings name it, linked to where it is opened.
  expect(await form.getByRole('link', { name: '@SarayDemoBot' }).getAttribute('href')).toBe(
    'https://t.me/SarayDemoBot',
  );
  await form.getByLabel(text.login).fill(email);
  await form.getByRole('button', { name: text.send }).click();
  await form.getByRole('status').filter({ hasText: text.sent }).waitFor();
  // The code as the messaging channel delivered it (the outbox, where no bot or mail server is configured).
  const [message] = (
    await admin(
      'GET',
      `/api/outbox-messages${listQuery({ filter: { recipient: email }, sort: ['id', 'DESC'], range: [0, 0] })}`,
    )
  ).body;
  const code = /(\d{6})/.exec(message.body)![1];

  await form.getByLabel(text.code).fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: text.signIn, exact: true }).click();
  await form.getByRole('alert').filter({ hasText: text.wrong }).waitFor();
  expect(await form.locator('.field-error').textContent()).toBe(text.wrong);
  await shots(page, `signin-code-${lang}`);

  await form.getByLabel(text.code).fill(code);
  await form.getByRole('button', { name: text.signIn, exact: true }).click();
  await page.waitForURL(new RegExp(`/${lang}/$`));
  await hydrated(page);
  const state = JSON.parse((await page.locator('#storefront-state').textContent())!);
  expect(state.user.username).toBe(customer.username);
  expect(errors).toEqual([]);
});
