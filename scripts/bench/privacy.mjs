// npm run bench:privacy [-- --count N --seed S --heldout-seed H --baseline DIR]
// How well the contact detector generalises, measured through the real
// publishing step: recall per class of the generator's contact forms
// (keyword × separator × number plan of 28 countries × digit disguise ×
// markup × field), false positives per class of its machinery facts, the same
// for the third (adversarial) set and for the held-out generator, and the
// written corpus kept as regression cases. `--baseline DIR` measures another checkout's publishing step on the
// same cases in the same run (e.g. the commit before the privacy rework).
// Results: bench-results/privacy.md and privacy.json.
import { parseArgs } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readContent } from '../../src/catalog/read-content.ts';
import { scrub } from '../../src/privacy/index.ts';
import { measure } from '../../tests/fixtures/privacy-gen/measure.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '4000' },
    seed: { type: 'string', default: '1' },
    'heldout-seed': { type: 'string', default: '7' },
    baseline: { type: 'string' },
  },
});
const seed = Number(values.seed);
const count = Number(values.count);
const heldOutSeed = Number(values['heldout-seed']);
const base = readContent('content');

const pct = (x) => `${(x * 100).toFixed(1)} %`;
const runs = [
  {
    name: 'this checkout',
    m: measure(base, { seed, count, heldOutSeed, scrub: (t, country) => scrub(t, { country }) }),
  },
];
if (values.baseline) {
  const dir = resolve(values.baseline);
  const { publish } = await import(`${dir}/src/catalog/publish.ts`);
  const old = await import(`${dir}/src/privacy/index.ts`);
  runs.push({
    name: `baseline ${values.baseline}`,
    m: measure(base, {
      seed,
      count,
      heldOutSeed,
      publishWith: publish,
      scrub: (t, country) => old.scrub(t, { country }),
    }),
  });
}

const lines = [];
const table = (title, key, label) => {
  const classes = [...new Set(runs.flatMap((r) => r.m[key].map((c) => c.cls)))].sort();
  lines.push(
    `\n**${title}**\n`,
    `| class | cases | ${runs.map((r) => `${label} (${r.name})`).join(' | ')} | withheld |`,
    `|---|---|${runs.map(() => '---').join('|')}|---|`,
  );
  for (const cls of classes) {
    const cells = runs.map((r) => r.m[key].find((c) => c.cls === cls));
    lines.push(
      `| ${cls} | ${cells[0]?.n ?? 0} | ${cells.map((c) => (c ? pct(c.share) : '–')).join(' | ')} | ${cells[0]?.withheld ?? 0} |`,
    );
  }
};
lines.push(
  `# Privacy: generalisation (seed ${seed}, ${count} contact and ${count} fact cases; held-out seed ${heldOutSeed}, ${Math.round(count / 2)} of each)`,
);
lines.push('', `| | ${runs.map((r) => r.name).join(' | ')} |`, `|---|${runs.map(() => '---').join('|')}|`);
const row = (label, f) => lines.push(`| ${label} | ${runs.map((r) => f(r.m)).join(' | ')} |`);
row('contacts typed without evading: caught', (m) => pct(m.totals.typed));
row('evasive contacts (words, look-alikes, emoji, base64 …): caught', (m) => pct(m.totals.evasive));
row('machinery facts altered or withheld', (m) => pct(m.totals.factsAltered));
row('third (adversarial) set: typed caught', (m) => pct(m.totals.thirdTyped));
row('third set: evasive caught', (m) => pct(m.totals.thirdEvasive));
row('third set: facts altered or withheld', (m) => pct(m.totals.thirdFactsAltered));
row('held-out: typed caught', (m) => pct(m.totals.heldOutTyped));
row('held-out: evasive caught', (m) => pct(m.totals.heldOutEvasive));
row('held-out: facts altered or withheld', (m) => pct(m.totals.heldOutFactsAltered));
row('regression corpus: forms missed', (m) => `${m.corpus.missed.length} of ${m.corpus.forms}`);
row('regression corpus: facts altered', (m) => `${m.corpus.altered.length} of ${m.corpus.facts}`);
row('cases whose markers their own reading cannot see (left out)', (m) => String(m.invalid));
row('time (publishing step, all cases)', (m) => `${(m.ms / 1000).toFixed(1)} s`);
table('Contacts caught, per class (generator)', 'contacts', 'caught');
table('Facts altered or withheld, per class (generator)', 'facts', 'altered');
table('Third set: contacts caught, per class', 'thirdContacts', 'caught');
table('Third set: facts altered or withheld, per class', 'thirdFacts', 'altered');
table('Held-out contacts caught', 'heldOutContacts', 'caught');
table('Held-out facts altered or withheld', 'heldOutFacts', 'altered');
const text = lines.join('\n');
console.log(text);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/privacy.md', `${text}\n`);
writeFileSync(
  'bench-results/privacy.json',
  `${JSON.stringify(
    runs.map((r) => ({ name: r.name, ...r.m })),
    null,
    2,
  )}\n`,
);
