// npm run check: validates content/ (or CONTENT_DIR) in seconds without
// building. Lists every problem with its file, its field and what was
// expected, in the build's words, and every suspected contact with its file,
// field, the text around it and what the build does with it; exits 1 when
// there is a problem (the build would withhold those records, and
// `npm run build -- --strict` would fail).
import { checkContent } from '../src/catalog/check.ts';
import { formatProblem } from '../src/catalog/read-content.ts';
import { contactSummary, formatContact } from '../src/catalog/contact-log.ts';
import { contentDir, OUTPUT_DIR } from '../src/config.ts';
import { readPublishedKeys, PUBLISHED_KEYS_FILE } from '../src/catalog/published-keys.ts';

const dir = contentDir();
// Duplicate keys are judged as the build judges them: the last build's holders keep theirs.
const r = checkContent(dir, process.env, { holders: readPublishedKeys(`${OUTPUT_DIR}/${PUBLISHED_KEYS_FILE}`, dir) });
const c = r.counts;
if (r.contacts.length) {
  console.log(
    `${dir}: ${contactSummary(r.contacts)}; the text between «» is what the build cuts out:\n${r.contacts.map(formatContact).join('\n')}`,
  );
}
if (r.problems.length) {
  const head = r.fatal
    ? `${dir}: cannot be built (${r.problems.length} problem${r.problems.length === 1 ? '' : 's'}):`
    : `${dir}: ${r.problems.length} problem${r.problems.length === 1 ? '' : 's'} in ${c.withheld} file${c.withheld === 1 ? '' : 's'}; the build withholds ${c.withheld === 1 ? 'it' : 'them'} and publishes the rest:`;
  console.error(`${head}\n${r.problems.map(formatProblem).join('\n')}`);
}
console.log(
  `${dir}: ${c.listings} listings, ${c.manuals} manuals, ${c.glossary} glossary terms, ${c.checklists} checklists, ${c.guides} guides would publish; checked in ${(r.ms / 1000).toFixed(1)} s${r.problems.length ? '' : ' — OK'}`,
);
process.exit(r.problems.length ? 1 : 0);
