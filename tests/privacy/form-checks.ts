// The two checks each held-out set of contact forms makes (tests/privacy/written-apart.test.ts,
// joined-oddly.test.ts): none of its cases survives the publishing step's scrub, and the build's last-line scan (the
// gate, then the detector as the build runs it) finds every one it reads.
import { expect, it } from 'vitest';
import { findContacts, scrub } from '../../src/privacy/index.ts';
import { mightHoldContact } from '../../src/privacy/gate.ts';
import { reveal } from '../fixtures/privacy-gen/disguise.ts';

export interface FormCase {
  form: string;
  text: string;
  /** What must not be readable after the scrub (revealed: lower case, letters and digits only). */
  marker: string;
  /** Read by the publishing step only: the last-line scan does not read number words. */
  publishingOnly?: boolean;
}

export function checksEveryForm(cases: FormCase[]) {
  const forms = [...new Set(cases.map((c) => c.form))];
  const survives = (text: string, marker: string) => reveal(scrub(text)).includes(marker.toLowerCase());
  it(`${cases.length} contacts in ${forms.length} forms: none survives the publishing step's scrub`, () => {
    const survived = cases.filter((c) => survives(c.text, c.marker));
    const perForm = forms.map((f) => `${f}: ${survived.filter((c) => c.form === f).length}`).join(', ');
    expect(survived.map((c) => `${c.form}: ${JSON.stringify(c.text)}`).slice(0, 10), perForm).toEqual([]);
  });

  it('the last-line scan (gate, then the detector as the build runs it) finds every one it reads', () => {
    const found = (t: string) =>
      mightHoldContact(t, { fast: true }) && findContacts(t, { structure: 'plain', fast: true }).length > 0;
    const missed = cases.filter((c) => !c.publishingOnly && !found(c.text));
    expect(missed.map((c) => `${c.form}: ${JSON.stringify(c.text)}`).slice(0, 10)).toEqual([]);
  });
}
