// The gate before the detector (src/privacy/gate.ts) reads a text holding a word of a known seller's name or
// address for that name or address itself, instead of sending it to the closer look: in a large catalog sellers'
// names and addresses make common words keys of the dictionary. It may say "nothing here" only where the detector
// finds nothing. Held to that over random texts made of a dictionary of common-word names and addresses (names in
// either order, addresses with and without at-words, one-letter local parts, punctuation and folding between).
import { describe, expect, it } from 'vitest';
import { findContacts, knownContacts } from '../../src/privacy/index.ts';
import { mightHoldContact } from '../../src/privacy/gate.ts';
import { random } from '../fixtures/privacy-gen/random.ts';

// Names and local parts from words that overlap in one word only, so that each kind of match is needed on its own.
const NAMES = ['machine', 'press', 'service', 'line', 'good', 'parts'];
const LOCALS = ['parts', 'frame', 'tool', 'steel', 'works', 'hall'];
const WORDS = [...new Set([...NAMES, ...LOCALS])];
const DOMAINS = ['steel', 'works', 'press', 'tool'];

describe('the gate on texts with words of known names and addresses', () => {
  const r = random(71);
  const sellers = Array.from({ length: 120 }, (_, k) => {
    const a = r.pick(NAMES);
    const b = r.pick(NAMES.filter((w) => w !== a));
    const local = k % 5 === 0 ? r.pick(['j', 'k']) : `${r.chance(0.3) ? `${r.pick(NAMES)}.` : ''}${r.pick(LOCALS)}`;
    return { contact_name: `${a} ${b}`, email: `${local}@${r.pick(DOMAINS)}.de`, country: 'DE' };
  });
  const known = knownContacts(sellers);
  const parts = [...WORDS, 'j', 'k', 'de', 'the', 'a', 'of', 'with', 'at', 'punkt', 'é', 'Steel', 'MACHINE', '2019'];
  const gaps = [' ', ' ', ' ', ', ', '. ', '\n', ' - ', '  ', '.', '&amp;', ' (', ') ', '/'];

  it('never says "nothing here" where the detector finds a name or an address (6,000 random texts)', () => {
    let found = 0;
    let cleanWithKeys = 0;
    for (let n = 0; n < 6000; n++) {
      let t = r.pick(parts);
      for (let k = r.int(0, 9); k > 0; k--) t += r.pick(gaps) + r.pick(parts);
      const hits = findContacts(t, { known, structure: 'plain', fast: true });
      const gate = mightHoldContact(t, { known, fast: true });
      if (hits.length) {
        found++;
        expect(gate, `${JSON.stringify(t)}: ${JSON.stringify(hits)}`).toBe(true);
      } else if (!gate && t.split(/[^a-z]+/i).some((w) => known.keys.has(w.toLowerCase()) && w.length > 1))
        cleanWithKeys++;
    }
    // Not vacuous: many texts hold a known name or address, and many with a dictionary word are let pass cheaply.
    expect(found).toBeGreaterThan(500);
    expect(cleanWithKeys).toBeGreaterThan(500);
  });
});
