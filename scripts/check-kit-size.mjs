// What a brand pays for what it imports from the built kit (kit/dist), checked against the
// budgets of the kit's adoption brief: first-visit JavaScript, gzipped, of one-file Vite apps
// (bench/kit/consumer-size.mjs builds and measures them; the sizes are deterministic).
//
//   node scripts/check-kit-size.mjs     after `npx tsup`; scripts/check-pack.mjs runs it
import { measure } from '../bench/kit/consumer-size.mjs';

/** The whole kit as measured before the split (e996e87): it may get smaller, never bigger. */
const WHOLE_KIT_CEILING_KIB = 293.8;

const rows = Object.fromEntries((await measure()).map((row) => [row.name, row]));
const productCard = rows['`ProductCard` + `IntlProvider`'];
const domain = rows['one domain function (`summariseCart`)'];
const above = (row, base) => Math.round((row.gzKiB - base.gzKiB) * 10) / 10;

const checks = [
  // The baseline is React plus the react-aria hooks ProductCard uses: none today, which the
  // first check keeps true (a ProductCard on react-aria must add them to the baseline app).
  [!productCard.packages.includes('react-aria'), '`ProductCard` + `IntlProvider` use no react-aria (the baseline is React alone)'],
  [
    above(productCard, rows['React alone']) <= 20,
    `\`ProductCard\` + \`IntlProvider\`: ${above(productCard, rows['React alone'])} KiB gz above React (budget 20)`,
  ],
  [above(domain, rows['empty app']) <= 5, `one domain function: ${above(domain, rows['empty app'])} KiB gz above an empty app (budget 5)`],
  [rows.everything.gzKiB <= WHOLE_KIT_CEILING_KIB, `the whole kit: ${rows.everything.gzKiB} KiB gz (budget ${WHOLE_KIT_CEILING_KIB})`],
];
for (const [ok, line] of checks) console.log(`${ok ? '✓' : '✗'} ${line}`);
process.exit(checks.every(([ok]) => ok) ? 0 : 1);
