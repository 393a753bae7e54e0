// The query string of a link we build from a listing's own words (its make and model, its category).
//
// The leak scan reads a URL's query as the text it spells: it decodes the escapes that can spell a contact
// (%20, %3A, %40, %5B, %5D, …) before the detector runs. A scrubbed field holds the placeholder "[contact via
// Secondline]"; written into a link with '+' for a space, the decoded text glued it to the word before it
// ("Skype:+[contact+via…") and the scan read a messenger handle where the page says the placeholder. Spaces as %20
// decode to the text the record shows, so a link never reads differently from the field it repeats.

/** `key=value` pairs joined by '&', values percent-encoded with %20 for a space. */
export const readableQuery = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
