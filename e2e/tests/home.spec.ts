import { expect, test } from './support/test';

test.describe('home page', () => {
  test('renders the header, the category nav, the side menu and the lobby from the remotes', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/index$/);
    const header = page.getByTestId('header');
    await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign up' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Live Casino', 'Sports', 'E-Sports', 'Fishing', 'Slots', 'Promotions']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }

    const side = page.getByRole('complementary', { name: 'Game menu' });
    await expect(side.getByRole('button', { name: 'Slots' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Favorites' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Customer service' })).toBeVisible();
    await expect(side.locator('img[data-group="w_leftmenu"]').first()).toBeVisible();

    // mf-games renders the lobby with the seeded vendors.
    const home = page.getByTestId('home-page');
    await expect(home.getByRole('heading', { name: 'Slots' })).toBeVisible();
    expect(await home.getByTestId('vendor-tile').count()).toBeGreaterThan(20);

    await expect(page.getByTestId('qr-MOBILE_CONFIG').locator('svg')).toHaveAttribute('height', '112');
    await expect(page.getByTestId('qr-ANDROID')).toBeVisible();
    await expect(page.getByTestId('footer')).toContainText('Demo Casino');
  });

  test('ESPORTS is its own category right after SPORTS', async ({ page }) => {
    await page.goto('/index');
    const links = page.getByRole('navigation', { name: 'Main' }).locator('a[data-category]');
    await expect(links.first()).toBeVisible();
    const cats = await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-category')));
    expect(cats.indexOf('ESPORTS')).toBe(cats.indexOf('SPORTS') + 1);
  });

  test('a category with more than 10 vendors uses the large drop menu', async ({ page }) => {
    await page.goto('/index');
    await page.locator('a[data-category="RNG"]').hover();
    await expect(page.getByTestId('drop-RNG')).toHaveClass(/nav-drop-large/);
    await page.locator('a[data-category="LIVE"]').hover();
    await expect(page.getByTestId('drop-LIVE')).not.toHaveClass(/nav-drop-large/);
  });

  test('side menu: a category opens its vendors; an RNG vendor goes to /rng with vassalage', async ({ page }) => {
    await page.goto('/index');
    const side = page.getByRole('complementary', { name: 'Game menu' });
    await side.getByRole('button', { name: 'Slots' }).click();
    const vendor = side.locator('.side-vendors button').first();
    const name = (await vendor.textContent())!.trim();
    await vendor.click();
    await expect(page).toHaveURL(/\/rng\?vassalage=/);
    await expect(page.getByTestId('selected-vendor')).toHaveText(name);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Slots');
    await side.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('switching to TY translates the chrome and remembers lang and hisLang', async ({ page }) => {
    await page.goto('/index');
    await page.getByLabel('Language').selectOption('TY');
    await expect(
      page.getByRole('navigation', { name: 'Chính' }).getByRole('link', { name: 'Trang chủ' }),
    ).toBeVisible();
    await expect(page.getByTestId('home-page').getByRole('heading', { level: 1 })).toHaveText(
      'Chào mừng đến sảnh trò chơi',
    );
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
      'TY',
      'EN',
    ]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  });

  test('/help#privacy opens the help centre at the privacy section', async ({ page }) => {
    await page.goto('/help#privacy');
    const dialog = page.getByRole('dialog', { name: 'Help center' });
    await expect(dialog.locator('[data-section="privacy"]')).toBeVisible();
    await expect(dialog.locator('[data-section="terms"]')).toHaveCount(0);
  });

  test('the agent login page is a bare page in Chinese with support hours', async ({ page }) => {
    await page.goto('/agent');
    await expect(page.getByRole('heading', { name: '代理登录' })).toBeVisible();
    await expect(page.getByText('周一至周五 12:00–21:00', { exact: false })).toBeVisible();
    await expect(page.getByTestId('header')).toHaveCount(0);
  });
});
