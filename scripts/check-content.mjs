#!/usr/bin/env node
// Validates a content directory against the schemas in src/schemas/content.ts
// and the sample's editorial rules. Node 24 (type stripping) is required:
//   npx node scripts/check-content.mjs [DIR] [--sample N]
// DIR defaults to ./content. --sample N validates only every k-th listing so a
// 100k generated folder checks in seconds. Exits 1 on the first kind of failure.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import YAML from 'yaml';

const HERE = dirname(fileURLToPath(import.meta.url));
const schemas = await import(resolve(HERE, '../src/schemas/content.ts'));
const { CATEGORY_SLUGS } = await import(resolve(HERE, '../src/schemas/vocabulary.ts'));
const { ListingRecord, ManualRecord, GlossaryFrontMatter, ChecklistFrontMatter, GuideFrontMatter, SiteRecord } = schemas;

const args = process.argv.slice(2);
const dir = resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--sample') ?? join(HERE, '../content'));
const sampleIdx = args.indexOf('--sample');
const sample = sampleIdx >= 0 ? Number(args[sampleIdx + 1]) : 0;
const isSample = resolve(dir) === resolve(HERE, '../content');

const errors = [];
const err = (where, msg) => { errors.push(`${where}: ${msg}`); };
const issues = (r) => r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
// Dates in YAML front matter must stay strings (quote them), so parse with the core schema.
const fm = (text) => matter(text, { engines: { yaml: (s) => YAML.parse(s, { schema: 'core' }) } });

// Free-text contact detection (same spirit as the redaction the API must do).
const EMAIL = /[A-Za-z0-9._%+-]+\s*(?:@|\[at\]|\(at\))\s*[A-Za-z0-9-]+(?:\s*(?:\.|\[dot\]|\(dot\))\s*[A-Za-z]{2,})+/i;
const PHONE = /(?:\+|00)\d[\d ().-]{7,}\d|\(\d{3}\)\s*\d{3}[-. ]\d{4}|\b\d{3}\.\d{3}\.\d{4}\b|\btel:\s*\d[\d ]{6,}/i;

// ---------------------------------------------------------------- listings
const listings = readdirSync(join(dir, 'listings')).filter((f) => f.endsWith('.json')).sort();
const step = sample > 0 ? Math.max(1, Math.floor(listings.length / sample)) : 1;
const ids = new Set(); const recordIds = new Set();
const perCat = Object.fromEntries(CATEGORY_SLUGS.map((c) => [c, 0]));
let approved = 0; let soldApproved = 0; let notApproved = 0; const leaks = []; let checked = 0;
for (let i = 0; i < listings.length; i += step) {
  const f = listings[i];
  const raw = JSON.parse(readFileSync(join(dir, 'listings', f), 'utf8'));
  const r = ListingRecord.safeParse(raw);
  checked++;
  if (!r.success) { err(`listings/${f}`, issues(r)); continue; }
  const l = r.data;
  if (`${l.slug}.json` !== f) err(`listings/${f}`, 'file name does not match slug');
  if (ids.has(l.public_id)) err(`listings/${f}`, `duplicate public_id ${l.public_id}`);
  ids.add(l.public_id);
  if (recordIds.has(l.record_id)) err(`listings/${f}`, `duplicate record_id ${l.record_id}`);
  recordIds.add(l.record_id);
  if (l.updated_at < l.listed_at) err(`listings/${f}`, 'updated_at before listed_at');
  if (l.sold_at && l.sold_at < l.listed_at) err(`listings/${f}`, 'sold_at before listed_at');
  if (l.moderation_status === 'approved') { approved++; perCat[l.category]++; if (l.status === 'sold') soldApproved++; } else notApproved++;
  const free = [l.description, l.shipping_notes ?? '', l.seller.name, ...l.specs.map((s) => s.value), ...l.photos.map((p) => p.alt)].join('\n');
  if (EMAIL.test(free) || PHONE.test(free)) leaks.push(`${l.slug} [${l.moderation_status}/${l.status}]`);
}

// ---------------------------------------------------------------- manuals
const manuals = existsSync(join(dir, 'manuals')) ? readdirSync(join(dir, 'manuals')).filter((f) => f.endsWith('.json')) : [];
const manIds = new Set();
for (const f of manuals) {
  const r = ManualRecord.safeParse(JSON.parse(readFileSync(join(dir, 'manuals', f), 'utf8')));
  if (!r.success) { err(`manuals/${f}`, issues(r)); continue; }
  if (`${r.data.public_id}.json` !== f) err(`manuals/${f}`, 'file name does not match public_id');
  if (manIds.has(r.data.public_id)) err(`manuals/${f}`, 'duplicate public_id');
  manIds.add(r.data.public_id);
}

// ---------------------------------------------------------------- research
const slugRe = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const mdFiles = (sub) => (existsSync(join(dir, sub)) ? readdirSync(join(dir, sub)).filter((f) => f.endsWith('.md')).sort() : []);
const glossary = mdFiles('glossary');
const gSlugs = new Set(glossary.map((f) => f.slice(0, -3)));
for (const f of glossary) {
  const { data, content } = fm(readFileSync(join(dir, 'glossary', f), 'utf8'));
  const r = GlossaryFrontMatter.safeParse(data);
  if (!slugRe.test(f.slice(0, -3))) err(`glossary/${f}`, 'bad slug');
  if (!r.success) { err(`glossary/${f}`, issues(r)); continue; }
  for (const rel of r.data.related) if (!gSlugs.has(rel)) err(`glossary/${f}`, `related term ${rel} does not exist`);
  if (r.data.related.includes(f.slice(0, -3))) err(`glossary/${f}`, 'relates to itself');
  if (!content.trim()) err(`glossary/${f}`, 'empty definition');
}
const checklists = mdFiles('checklists'); const clCats = new Set();
for (const f of checklists) {
  const { data, content } = fm(readFileSync(join(dir, 'checklists', f), 'utf8'));
  const r = ChecklistFrontMatter.safeParse(data);
  if (!r.success) { err(`checklists/${f}`, issues(r)); continue; }
  const n = r.data.sections.reduce((a, s) => a + s.items.length, 0);
  if (r.data.sections.length < 3 || r.data.sections.length > 5 || n < 12 || n > 25) err(`checklists/${f}`, `${r.data.sections.length} sections, ${n} items`);
  clCats.add(r.data.category);
  if (!content.trim()) err(`checklists/${f}`, 'empty intro');
}
const guides = mdFiles('guides'); let buyer = 0; const landingCats = new Set();
for (const f of guides) {
  const { data, content } = fm(readFileSync(join(dir, 'guides', f), 'utf8'));
  const r = GuideFrontMatter.safeParse(data);
  if (!r.success) { err(`guides/${f}`, issues(r)); continue; }
  const words = content.split(/\s+/).filter(Boolean).length;
  if (!/^## /m.test(content)) err(`guides/${f}`, 'no ## sections');
  if (r.data.kind === 'buyer_guide') { buyer++; if (words < 400 || words > 900) err(`guides/${f}`, `${words} words`); }
  else { if (!r.data.category) err(`guides/${f}`, 'landing without category'); landingCats.add(r.data.category); if (words < 200 || words > 400) err(`guides/${f}`, `${words} words`); }
}
let site = null;
if (existsSync(join(dir, 'site.yaml'))) {
  const r = SiteRecord.safeParse(YAML.parse(readFileSync(join(dir, 'site.yaml'), 'utf8')));
  if (!r.success) err('site.yaml', issues(r)); else site = r.data;
  const want = ['Type', 'Audience', 'Categories', 'What a listing includes', 'Manuals', 'Inquiries', 'Plans', 'Research license', 'Agent access', 'Contact'];
  if (site && JSON.stringify(site.facts.map((x) => x.label)) !== JSON.stringify(want)) err('site.yaml', 'fact labels differ from the required ten');
} else err('site.yaml', 'missing');

// Research text must carry no e-mail address other than the contact address.
for (const [sub, files] of [['glossary', glossary], ['checklists', checklists], ['guides', guides]]) {
  for (const f of files) {
    const t = readFileSync(join(dir, sub, f), 'utf8');
    for (const m of t.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g) ?? []) if (m !== 'agents@secondline-demo.com') err(`${sub}/${f}`, `e-mail address ${m}`);
  }
}

// ---------------------------------------------------------------- counts
if (isSample) {
  if (approved < 240) err('counts', `${approved} approved listings (< 240)`);
  for (const [c, n] of Object.entries(perCat)) if (n < 12) err('counts', `${c}: ${n} approved (< 12)`);
  if (soldApproved < 15) err('counts', `${soldApproved} sold approved (< 15)`);
  if (notApproved < 10) err('counts', `${notApproved} pending/rejected (< 10)`);
  if (leaks.length < 12) err('counts', `${leaks.length} listings with contact text (< 12)`);
  if (glossary.length < 65) err('counts', `${glossary.length} glossary terms (< 65)`);
  if (checklists.length !== 13 || clCats.size !== 13) err('counts', `${checklists.length} checklists over ${clCats.size} categories`);
  if (buyer < 6) err('counts', `${buyer} buyer guides (< 6)`);
  if (landingCats.size !== 13) err('counts', `${landingCats.size} category landings`);
}

console.log(`${dir}`);
console.log(`listings: ${listings.length} (checked ${checked}); approved ${approved}, sold+approved ${soldApproved}, pending/rejected ${notApproved}`);
console.log(`approved per category: ${Object.entries(perCat).map(([c, n]) => `${c} ${n}`).join(', ')}`);
console.log(`manuals: ${manuals.length}; glossary: ${glossary.length}; checklists: ${checklists.length}; guides: ${guides.length} (${buyer} buyer guides, ${landingCats.size} landings)`);
console.log(`listings with contact details in free text: ${leaks.length}${leaks.length <= 40 ? '\n  ' + leaks.join('\n  ') : ''}`);
if (errors.length) { console.error(`\n${errors.length} problem(s):\n  ${errors.slice(0, 50).join('\n  ')}`); process.exit(1); }
console.log('OK');
