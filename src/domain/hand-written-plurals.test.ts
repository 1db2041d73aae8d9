// Spanish plurals come from one helper (domain/plural): a count written beside a hand-typed
// plural noun says '1 asientos' the day the count is one. This reads every source file
// (tests aside) and lists the counts put straight before a plural word, and the singular
// picked by hand with '=== 1 ?', so a new one is caught where it is written.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '..');

// '${n} asientos', '{formatCount(n)} ocupados': an interpolated number then a word ending in -s.
const COUNT_BEFORE_PLURAL = /\$?\{[^{}]*(?:count|Count|length|total|occupied|capacity|days|Until)[^{}]*\}\s+[a-záéíóúñ]{2,}s\b/;
// 'n === 1 ? 'asiento' : 'asientos'': a singular chosen by hand (a word, not a value).
const HAND_PICKED_SINGULAR = /(?:count|Count|length)\s*===\s*1\s*\?\s*[`'\"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function handWrittenPlurals(): string[] {
  return sourceFiles(SRC)
    .filter((path) => !path.endsWith(join('domain', 'plural.ts')))
    .flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          COUNT_BEFORE_PLURAL.test(line) || HAND_PICKED_SINGULAR.test(line) ? [`${relative(SRC, path)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
}

describe('Spanish plurals', () => {
  it('are written by the one helper, never by hand beside a count', () => {
    expect(handWrittenPlurals()).toEqual([]);
  });

  it('the search finds the hand-written forms it is there to catch', () => {
    const caught = ['`${formatCount(capacity)} asientos`', "{formatCount(summary.occupied)} ocupados", "count === 1 ? 'asiento' : 'asientos'"];
    expect(caught.map((line) => COUNT_BEFORE_PLURAL.test(line) || HAND_PICKED_SINGULAR.test(line))).toEqual([true, true, true]);
  });
});
