// The telephone score asks the number plans (libphonenumber, the slow part) only when they can change its verdict:
// a window that needs more than plansBound says the plans can give is no number, whatever they say. Held here to
// the slow path over generated windows: numbers the plans accept written in their own groups (national and
// international, with trunk zeros, NANP, eleven digits in one group), random digits grouped at random, facts.
import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { plans, plansBound, scoreWindow, THRESHOLD, type Window } from '../../src/privacy/phone-score.ts';
import { regionsFor } from '../../src/privacy/phone-plans.ts';
import { random } from '../fixtures/privacy-gen/random.ts';

const r = random(6021);
const REGIONS: CountryCode[] = ['DE', 'AT', 'CH', 'GB', 'US', 'FR', 'IT', 'PL', 'NL', 'ES', 'SE', 'CN', 'IN', 'BR'];
const SEPS = [' ', '-', '.', '/', ' / ', ''];

/** Digit groups: a number the plans accept as they write it, or random digits cut at random. */
function groupsOf(): { groups: string[]; intl: boolean } {
  if (r.chance(0.5)) {
    for (let tries = 0; tries < 50; tries++) {
      const region = r.pick(REGIONS);
      const p = parsePhoneNumberFromString(`${r.chance(0.5) ? '0' : ''}${r.digits(r.int(6, 12))}`, region);
      if (!p?.isValid()) continue;
      const intl = r.chance(0.4);
      const groups = (intl ? p.formatInternational() : p.formatNational()).match(/\d+/g) ?? [];
      if (r.chance(0.2)) return { groups: [groups.join('')], intl };
      return { groups, intl };
    }
  }
  const groups: string[] = [];
  const total = r.int(6, 16);
  for (let n = 0; n < total; ) {
    const g = Math.min(r.int(1, 5), total - n);
    groups.push(r.digits(g));
    n += g;
  }
  return { groups, intl: r.chance(0.2) };
}

/** A window as phones.ts builds it, in a view with a context word before it. */
function windowOf(): { w: Window; view: string } {
  const { groups, intl } = groupsOf();
  const seps = groups.slice(1).map(() => r.pick(SEPS));
  const body = groups.map((g, i) => (i ? seps[i - 1] : '') + g).join('');
  const text = intl ? `+${body}` : body;
  const before = r.pick(['', 'Tel. ', 'Serial no. ', 'call ', 'Price ', 'EUR ', 'Model ']);
  const after = r.pick(['', ' mm', ' kg', ' (office)', ' h', '.']);
  const view = `${before}${text}${after}`;
  const digits = groups.join('');
  const w: Window = {
    text,
    start: before.length,
    end: before.length + text.length,
    digits,
    groups,
    seps,
    intl,
    spelled: false,
    splits: r.int(0, 2),
  };
  return { w, view };
}

const windows = Array.from({ length: 1500 }, windowOf);

describe('plansBound', () => {
  it('is at least what the number plans add to any window (every region asked)', () => {
    let reached = 0;
    for (const { w } of windows) {
      const all = plans(w, regionsFor(r.pick([undefined, 'DE', 'US', 'PL'])), Infinity);
      expect(all, JSON.stringify(w.groups)).toBeLessThanOrEqual(plansBound(w));
      if (all === plansBound(w)) reached++;
    }
    // The bound is reached (a valid number written in the plan's groups), so a bound one step lower fails above.
    expect(reached).toBeGreaterThan(100);
  });

  it('gives scoreWindow the verdict of the slow path, which asks the plans whenever they could add anything', () => {
    let numbers = 0;
    for (const { w, view } of windows) {
      const regions = regionsFor(r.pick([undefined, 'DE', 'US']));
      for (const threshold of [THRESHOLD, THRESHOLD - 1.5, THRESHOLD + 1, 0.5]) {
        const fast = scoreWindow(w, view, regions, threshold);
        const need = threshold - fast.shape - fast.context;
        const slow = fast.shape + fast.context + (need <= 0 ? 0 : plans(w, regions, need));
        expect(fast.score >= threshold, `${view} at ${threshold}`).toBe(slow >= threshold);
        if (slow >= threshold && threshold === THRESHOLD) numbers++;
      }
    }
    expect(numbers).toBeGreaterThan(50);
  });
});
