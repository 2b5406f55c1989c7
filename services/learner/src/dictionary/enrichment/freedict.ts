/**
 * Debian's FreeDict eng-por (dict-freedict-eng-por) in the dictd format:
 * `<name>.index` has one `headword TAB offset TAB length` line per entry, the
 * numbers in dictd's base64 digits, pointing into the uncompressed
 * `<name>.dict.dz` (dictzip, a gzip file any gunzip reads whole). An entry is
 * `headword /ipa/ <pos>` followed by its senses, numbered `1. …` when there
 * are several, each a comma-separated list of Portuguese equivalents.
 */

const DICTD_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function decodeDictdNumber(text: string): number {
  let value = 0;
  for (const char of text) {
    const digit = DICTD_DIGITS.indexOf(char);
    if (digit < 0) throw new Error(`"${text}" is not a dictd number`);
    value = value * 64 + digit;
  }
  return value;
}

interface DictdLocation {
  offset: number;
  length: number;
}

/** Headword (lower case, as dictd stores it) to its entries; the `00database…` lines describe the file and are left out. */
function parseDictdIndex(index: string): Map<string, DictdLocation[]> {
  const entries = new Map<string, DictdLocation[]>();
  for (const line of index.split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (!headword || offset === undefined || length === undefined || headword.startsWith('00database')) continue;
    const locations = entries.get(headword) ?? [];
    locations.push({ offset: decodeDictdNumber(offset), length: decodeDictdNumber(length) });
    entries.set(headword, locations);
  }
  return entries;
}

/** The senses of one entry, each the list of its Portuguese equivalents. */
export function parseFreeDictEntry(entry: string): string[][] {
  const [, ...lines] = entry.split('\n');
  const senses: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const numbered = /^\d{1,3}\.\s/.exec(line);
    // A line that neither starts a numbered sense nor follows one continues the previous sense (the file wraps a few long ones).
    if (numbered || senses.length === 0) senses.push(numbered ? line.slice(numbered[0].length) : line);
    else senses[senses.length - 1] += ` ${line}`;
  }
  return senses
    .map((sense) =>
      sense
        .split(',')
        .map((term) => term.trim())
        .filter(Boolean),
    )
    .filter((terms) => terms.length > 0);
}

export interface FreeDict {
  /** Every sense of every entry for the headword, in the file's order; empty when it has none. */
  senses(headword: string): string[][];
}

export function freeDictFrom(index: string, data: Buffer): FreeDict {
  const entries = parseDictdIndex(index);
  return {
    senses: (headword) =>
      (entries.get(headword.toLowerCase()) ?? []).flatMap(({ offset, length }) => parseFreeDictEntry(data.toString('utf8', offset, offset + length))),
  };
}
