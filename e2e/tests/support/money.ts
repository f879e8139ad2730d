import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** "₫ 1,234,567.89" or "VND 1,234.50" → minor units. */
export const minor = (text: string): number => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/**
 * The header's balance in minor units (desktop header), once it is fresh: a new page first shows the balance kept
 * from the last one and is busy until its refresh answers.
 */
export async function headerBalance(page: Page): Promise<number> {
  const header = page.getByTestId('header-logged-in');
  const balance = header.getByTestId('balance');
  await expect(header.locator('.balance')).toHaveAttribute('aria-busy', 'false');
  await expect(balance).toHaveText(/\d/);
  return minor((await balance.textContent()) ?? '');
}

/** The demo PSP's test cards (its hosted page takes no other number). */
export const CARDS = { PAID: '4242 4242 4242 4242', DECLINED: '4000 0000 0000 0002' } as const;

/**
 * Starts an online deposit on the member centre's depositv2 page with a preset chip ("200,000.00") and
 * pays on the demo provider's hosted page with `card`. Paid, the provider sends the browser back to the
 * site; declined, its page says so and the player follows its link back. Answers the deposit id.
 */
export async function depositThroughGateway(page: Page, chip: string, card: string, holder: string) {
  await page.goto('/member?page=depositv2');
  const deposit = page.getByTestId('deposit');
  await expect(deposit.getByRole('radio', { name: /Online payment/ })).toBeChecked();
  await deposit.getByRole('button', { name: chip, exact: true }).click();
  await deposit.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/demo-psp\/pay\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 3).slice(-2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(holder);
  await page.getByRole('button', { name: /^Pay / }).click();
  if (card === CARDS.DECLINED) {
    await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to the site' }).click();
  }
  await expect(page).toHaveURL(/\/member\?page=depositv2&deposit=\d+/);
  return Number(new URL(page.url()).searchParams.get('deposit'));
}

/** Rounds one demo game session may play at once (the vendor allows a burst of 20 per 10 s per session). */
const ROUNDS_PER_SESSION = 20;

/**
 * A new Demo Dice session for the logged-in player, as the lobby opens one: the launch URL of
 * `/wps/game/launchGame`, whose page carries the session the game page plays with.
 */
async function diceSession(request: APIRequestContext, token: string): Promise<string> {
  const launch = await request.get('/wps/game/launchGame?vassalage=DEMO&gameCode=DEMO_DICE', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { url } = (await launch.json()).value as { url: string };
  const html = await (await request.get(url)).text();
  const state = /<script type="application\/json" id="demo-state">([^<]*)<\/script>/.exec(html)?.[1];
  if (!state) throw new Error(`no game session in ${url}`);
  return (JSON.parse(state) as { session: string }).session;
}

/**
 * Real-money rounds of the demo dice through the demo vendor's own round API, as its game page plays them
 * (`x-demo-session`): `count` rounds at `stake` minor units, betting under 96 (95 winning faces, ≈1.03× a
 * win) so the balance moves little. A session plays its burst, then the next one is opened like the lobby
 * does. Settled rounds count towards the withdrawal turnover. Answers what the rounds staked and paid (minor units).
 */
export async function rollDice(request: APIRequestContext, token: string, count: number, stake: number) {
  let session = '';
  const played = { stakes: 0, payouts: 0 };
  for (let i = 0; i < count; i += 1) {
    if (i % ROUNDS_PER_SESSION === 0) session = await diceSession(request, token);
    const res = await request.post('/vendor/demo/api/round', {
      headers: { 'x-demo-session': session },
      data: { stake, choice: { direction: 'under', target: 96 } },
    });
    const body = await res.json();
    if (!body.success) throw new Error(`round ${i + 1}: ${JSON.stringify(body)}`);
    played.stakes += body.value.stake;
    played.payouts += body.value.payout;
  }
  return played;
}
