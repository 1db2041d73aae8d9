// Features never import each other (DESIGN.md's layout): code two screen families share lives
// in ui/, session/, db/, sync/ or domain/, and the app composes features. This reads every
// import of every file under src/features, tests and fixtures included, and lists the ones
// that reach into another feature's folder.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES_DIR = resolve(__dirname);

// Static imports and re-exports, side-effect imports, import() and vi.mock() paths.
const IMPORT_PATTERN = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:do)?[mM]ock\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

interface SourceFile {
  path: string;
  text: string;
}

/** The feature folder a path under src/features belongs to; null outside them or at their root. */
function featureOf(path: string): string | null {
  const parts = relative(FEATURES_DIR, path).split(sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  return parts[0];
}

/** Every import in `files` that leaves its own feature folder for another one, as "from → to". */
function crossFeatureImports(files: SourceFile[]): string[] {
  const crossings: string[] = [];
  for (const file of files) {
    const ownFeature = featureOf(file.path);
    for (const match of file.text.matchAll(IMPORT_PATTERN)) {
      const target = resolve(dirname(file.path), match[2]);
      const targetFeature = featureOf(target);
      if (targetFeature && targetFeature !== ownFeature) {
        crossings.push(`${relative(FEATURES_DIR, file.path)} → ${relative(FEATURES_DIR, target)}`);
      }
    }
  }
  return crossings;
}

function sourceFilesUnder(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

describe('feature folders', () => {
  it('finds an import of another feature, a dynamic import and a mocked path, and ignores shared folders', () => {
    const file = (path: string, text: string) => ({ path: join(FEATURES_DIR, path), text });
    const crossings = crossFeatureImports([
      file('sync-status/Indicator.tsx', "import { RejectedSaleCard } from '../reservations/RejectedSaleCard';"),
      file('landing/Page.tsx', "const widget = () => import('../assistant/Widget');"),
      file('reservations/Card.test.tsx', "vi.mock('../team/use-my-role', () => ({}));"),
      file('events/EventsPage.tsx', "import { useReplicaQuery } from '../../session/replica-hooks';\nimport { EventCard } from './EventCard';"),
      file('events/testing/fixture.tsx', "import type { EventCard } from '../EventCard';"),
    ]);
    expect(crossings).toEqual([
      'sync-status/Indicator.tsx → reservations/RejectedSaleCard',
      'landing/Page.tsx → assistant/Widget',
      'reservations/Card.test.tsx → team/use-my-role',
    ]);
  });

  it('run commands one way only, through useRunCommand (the runner the app or a test provides)', () => {
    const direct = sourceFilesUnder(FEATURES_DIR)
      .filter((file) => /import\s*\{[^}]*\brunCommand\b[^}]*\}\s*from\s*['"][./]+\/sync\/sync-session['"]/.test(file.text))
      .map((file) => relative(FEATURES_DIR, file.path));
    expect(direct).toEqual([]);
  });

  it('never import one another', () => {
    const files = sourceFilesUnder(FEATURES_DIR);
    expect(files.length).toBeGreaterThan(100);
    expect(crossFeatureImports(files)).toEqual([]);
  });
});
