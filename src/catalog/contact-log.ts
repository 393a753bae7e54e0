// What the build log says about suspected contacts: how many, what became of
// them, and the first few with file, field and the text around them (the
// whole list is `npm run check`).
import type { ContactReport } from './privacy-context.ts';

/** The lines shown in the build log; `npm run check` shows every one. */
const SHOWN = 20;

export function formatContact(c: ContactReport): string {
  return `  ${c.action.padEnd(8)} ${c.file} → ${c.field}: ${c.known ? 'known ' : ''}${c.kind} ${c.context}`;
}

export function contactSummary(contacts: ContactReport[]): string {
  const by = new Map<string, number>();
  for (const c of contacts) by.set(c.action, (by.get(c.action) ?? 0) + 1);
  return `${contacts.length} suspected contact${contacts.length === 1 ? '' : 's'} (${[...by].map(([a, n]) => `${n} ${a}`).join(', ')})`;
}

export function reportContacts(contacts: ContactReport[], quiet = false) {
  if (!contacts.length || quiet) return;
  const lines = contacts.slice(0, SHOWN).map(formatContact);
  const more = contacts.length > SHOWN ? `\n  … ${contacts.length - SHOWN} more: npm run check lists every one` : '';
  console.log(`[build] privacy: ${contactSummary(contacts)}:\n${lines.join('\n')}${more}`);
}
