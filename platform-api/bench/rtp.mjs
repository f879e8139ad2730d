// Measures the demo games' return to player (npm run bench:rtp): simulates ROUNDS rounds of the slot
// and of the dice with the server's RNG (crypto.randomInt) through the same pure functions the round API
// calls, and prints the measured RTP next to the stated one with a 95% confidence interval.
// Usage: node packages/platform-api/bench/rtp.mjs [rounds]
// The three modules are compiled from src with @swc/core into a temporary folder (no build, dist untouched).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');
const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'plugins', 'demo-vendor');
const out = mkdtempSync(join(tmpdir(), 'bench-rtp-'));
process.on('exit', () => rmSync(out, { recursive: true, force: true }));
for (const name of ['rng', 'slot', 'dice']) {
  const { code } = swc.transformFileSync(join(src, `${name}.ts`), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  writeFileSync(join(out, `${name}.js`), code);
}
const { spinSlot, slotRtp } = require(join(out, 'slot.js'));
const { rollDice, diceRtp, isValidDiceChoice } = require(join(out, 'dice.js'));
const { cryptoRng } = require(join(out, 'rng.js'));

const ROUNDS = Number(process.argv[2] ?? 1_000_000);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('rounds must be a positive integer');

/** Accumulates returns (payout / stake) per round: mean, 95% CI, hit rate. */
function tally() {
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  let hits = 0;
  let max = 0;
  return {
    add(ret) {
      n += 1;
      sum += ret;
      sumSq += ret * ret;
      if (ret > 0) hits += 1;
      if (ret > max) max = ret;
    },
    get() {
      const mean = sum / n;
      const sd = Math.sqrt(Math.max(0, sumSq / n - mean * mean));
      return { n, mean, ci: (1.96 * sd) / Math.sqrt(n), hits: hits / n, max };
    },
  };
}

const pct = (x) => `${(x * 100).toFixed(3)}%`;
const line = (name, stated, r, ms) =>
  console.log(
    `${name.padEnd(10)} ${r.n.toLocaleString('en-US').padStart(11)}   stated ${pct(stated).padStart(8)}   measured ${pct(r.mean).padStart(8)} ± ${pct(r.ci).padEnd(7)}  hit rate ${pct(r.hits).padStart(8)}   best ×${r.max.toFixed(2).padEnd(7)} ${ms} ms`,
  );

// Slot: the stake does not change the return (payouts are whole line bets); 500 minor units.
{
  const stake = 500;
  const t = tally();
  const start = Date.now();
  for (let i = 0; i < ROUNDS; i++) t.add(spinSlot(stake, cryptoRng).payout / stake);
  line('DEMO_SLOT', slotRtp(), t.get(), Date.now() - start);
}

// Dice: every round picks a direction and a target uniformly among the playable ones (1–95 winning
// faces); stated = 98% nominal, and the exact mean over those choices once payouts round down.
{
  const stake = 1_000;
  const choices = [];
  for (const direction of ['under', 'over'])
    for (let target = 1; target <= 100; target++)
      if (isValidDiceChoice({ direction, target })) choices.push({ direction, target });
  const exact = choices.reduce((s, c) => s + diceRtp(stake, c), 0) / choices.length;
  const t = tally();
  const start = Date.now();
  for (let i = 0; i < ROUNDS; i++) {
    const c = choices[cryptoRng(choices.length)];
    t.add(rollDice(stake, c, cryptoRng).payout / stake);
  }
  line('DEMO_DICE', 0.98, t.get(), Date.now() - start);
  console.log(
    `           (exact dice RTP of these choices at stake ${stake} with payouts rounded down: ${pct(exact)})`,
  );
}
