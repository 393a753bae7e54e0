import { CONTACT_FORMS, MACHINERY_FACTS } from './tests/fixtures/contact-corpus.ts';
import { scrub } from './src/privacy/index.ts';
import { fold } from './src/privacy/fold.ts';
console.log(CONTACT_FORMS.length, MACHINERY_FACTS.length);
const digitRe = (d: string) => new RegExp(d.split('').join('\\D{0,6}'));
let miss = 0;
for (const c of CONTACT_FORMS) {
  const out = fold(scrub(c.text, { country: c.country })).text.toLowerCase();
  const bad = (c.words ?? []).some((w) => out.includes(w)) || (c.digits ?? []).some((d) => digitRe(d).test(out));
  if (bad) { miss++; console.log('MISS', c.id, c.category, JSON.stringify(c.text), '=>', JSON.stringify(scrub(c.text, { country: c.country }))); }
}
let fp = 0;
for (const s of MACHINERY_FACTS) { const o = scrub(s); if (o !== s) { fp++; console.log('FP', JSON.stringify(s), '=>', o); } }
console.log({ miss, fp });
