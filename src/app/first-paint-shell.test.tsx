// index.html paints the app's loading screen before any script has loaded (a phone's first
// paint comes seconds sooner); it must be the very screen React shows next, or the page jumps.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { FullPageSpinner } from '../ui/Spinner';

it('index.html paints the same loading screen the app renders', () => {
  const html = fs.readFileSync(path.resolve('index.html'), 'utf8');
  const shell = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1];
  expect(shell).toBe(renderToStaticMarkup(<FullPageSpinner />));
});
