import { chromium } from 'playwright';
const BASE = 'http://127.0.0.1:5341';
const OUT = '/work/notes/shots/polish';
const sizes = { phone: { width: 390, height: 844 }, desk: { width: 1440, height: 900 } };
const which = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function session(email, password, size) {
  const context = await browser.newContext({ viewport: sizes[size], ...(size === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  page.setDefaultTimeout(60000);
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^Log in/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return { context, page };
}
const shot = (page, name) => page.screenshot({ path: `${OUT}/${name}.png` });
const settle = (page) => page.waitForTimeout(1500);

for (const size of ['phone', 'desk']) {
  if (which.includes('blocked')) {
    const { context, page } = await session('fan1@velvet.test', 'velvet-fan-1', size);
    await page.goto(`${BASE}/profile/@samt`);
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Block @samt' }).click();
    await page.getByRole('dialog', { name: 'Block @samt?' }).getByRole('button', { name: 'Block' }).click();
    await page.getByText('Posts hidden because you blocked @samt').waitFor();
    await settle(page);
    await shot(page, `blocked-profile-${size}`);
    await page.getByRole('status').getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('tab', { name: 'Posts' }).waitFor();
    await context.close();
  }
  if (which.includes('offline')) {
    const { context, page } = await session('fan1@velvet.test', 'velvet-fan-1', size);
    await page.goto(`${BASE}/`);
    const text = page.getByRole('textbox', { name: "What's on your mind?" });
    await text.fill('Posting while offline - does it queue?');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByText("You're offline. Your post is saved here").waitFor();
    await settle(page);
    await shot(page, `home-offline-draft-${size}`);
    await context.close();
  }
  if (which.includes('notifications')) {
    const { context, page } = await session('lunarivera@velvet.test', 'velvet-creator', size);
    await page.goto(`${BASE}/notifications`);
    await page.getByRole('list', { name: 'Notifications' }).waitFor();
    await settle(page);
    await shot(page, `notifications-${size}`);
    await page.getByRole('button', { name: 'Likes' }).click();
    await settle(page);
    await shot(page, `notifications-likes-${size}`);
    await context.close();
  }
  if (which.includes('discover')) {
    const { context, page } = await session('fan1@velvet.test', 'velvet-fan-1', size);
    await page.goto(`${BASE}/discover`);
    await page.getByRole('list', { name: 'Newest creators' }).waitFor();
    await settle(page);
    await shot(page, `discover-${size}`);
    if (size === 'desk') {
      await page.setViewportSize({ width: 1200, height: 900 });
      await settle(page);
      await shot(page, `discover-desk-1200`);
      await page.getByRole('button', { name: 'Next newest creators' }).click();
      await settle(page);
      await shot(page, `discover-desk-1200-next`);
      await page.setViewportSize(sizes.desk);
    }
    await page.getByRole('button', { name: 'Under €10' }).click();
    await page.getByRole('list', { name: 'Creators under €10 a month' }).waitFor();
    await settle(page);
    await shot(page, `discover-under10-${size}`);
    await context.close();
  }
  if (which.includes('videos')) {
    const { context, page } = await session('fan1@velvet.test', 'velvet-fan-1', size);
    await page.goto(`${BASE}/videos`);
    await page.locator('[data-testid="video-feed"] > section video').first().waitFor();
    await page.waitForTimeout(3000);
    await shot(page, `videos-${size}`);
    await context.close();
  }
  if (which.includes('emoji')) {
    const { context, page } = await session('fan1@velvet.test', 'velvet-fan-1', size);
    await page.goto(`${BASE}/chats/d0000000-0000-4000-8000-000000000001`);
    await page.getByRole('button', { name: /emoji/i }).first().click();
    await page.locator('em-emoji-picker').waitFor();
    await page.waitForTimeout(2500);
    await shot(page, `emoji-${size}`);
    await context.close();
  }
}
await browser.close();
