// Country names for display and for `location=` matching by name. Codes
// outside the table still publish (display falls back to the code).
export const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States', CA: 'Canada', MX: 'Mexico', GB: 'United Kingdom', IE: 'Ireland', DE: 'Germany', AT: 'Austria',
  CH: 'Switzerland', NL: 'Netherlands', BE: 'Belgium', LU: 'Luxembourg', FR: 'France', IT: 'Italy', ES: 'Spain', PT: 'Portugal',
  DK: 'Denmark', SE: 'Sweden', NO: 'Norway', FI: 'Finland', PL: 'Poland', CZ: 'Czechia', SK: 'Slovakia', HU: 'Hungary',
  SI: 'Slovenia', HR: 'Croatia', RO: 'Romania', BG: 'Bulgaria', GR: 'Greece', LT: 'Lithuania', LV: 'Latvia', EE: 'Estonia',
  TR: 'Turkey',
};

export const countryName = (code: string): string => COUNTRY_NAMES[code] ?? code;
