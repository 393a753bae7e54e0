// The pieces every markdown twin is written with: escaping, links, fields,
// presenter facts, and the closing citation lines. A twin starts with
// `# Title`, carries the facts of its page and ends with `trailer()`.
import { CC_BY, citation } from '../catalog/attribution.ts';
import { day, type Fact, type Segment } from '../present/segments.ts';

/** Escape text so markdown reads it literally (titles, names, spec values). */
export const esc = (s: string) =>
  s
    .replace(/[\\`*_[\]<>|]/g, (ch) => `\\${ch}`)
    .replace(/^([#>+-]|\d+\.)(?=\s)/, '\\$1')
    .replace(/\s*\n\s*/g, ' ');
export const link = (text: string, url: string) => `[${esc(text)}](<${url}>)`;
export const field = (label: string, value: string) => `- **${label}:** ${value}`;
export const quote = (s: string) =>
  s
    .split('\n')
    .map((l) => `> ${l}`.trimEnd())
    .join('\n');
export const originOf = (url: string) => new URL(url).origin;

export function segmentMd(s: Segment): string {
  if (typeof s === 'string') return esc(s);
  if ('date' in s) return day(s.date);
  if ('code' in s) return `\`${s.code}\``;
  if ('href' in s) return s.text === s.href ? `<${s.href}>` : link(s.text, s.href);
  return esc(s.text);
}

export const valueMd = (value: Segment[]) => value.map(segmentMd).join('');
/** Facts as a list of `- **Label:** value` lines, in the presenter's order. */
export const factsMd = (facts: Fact[]) => facts.map((f) => field(esc(f.label), valueMd(f.value))).join('\n');

/** Blocks separated by blank lines; empty and false blocks are left out. */
export const doc = (...blocks: (string | number | false | null | undefined)[]) =>
  `${blocks.filter((b): b is string => typeof b === 'string' && b.length > 0).join('\n\n')}\n`;

const LICENSE_LINE = `License: ${CC_BY.name} (${CC_BY.url})`;

/** The closing lines of every twin: citation, licence where it applies, canonical URL. */
export function trailer(title: string, url: string, opts: { license?: boolean } = {}): string {
  return [
    '---',
    '',
    `Source: ${citation(title, url)}`,
    ...(opts.license ? [LICENSE_LINE] : []),
    `Canonical URL: ${url}`,
  ].join('\n');
}
