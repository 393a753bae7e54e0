// What the detector reports, and what a contact becomes when it is removed.

/** What a removed contact reads as, on every surface. */
export const CONTACT_PLACEHOLDER = '[contact via Secondline]';

export type ContactKind = 'email' | 'phone' | 'messenger' | 'name';

export interface Contact {
  kind: ContactKind;
  /** Range in the text that was read (UTF-16 offsets): cutting it out removes the contact. */
  start: number;
  end: number;
  match: string;
  /** One of the contacts we know (a seller's own number, address or name), not a guess. */
  known: boolean;
}
