/** Types of server-build.mjs (plain JavaScript: it runs before anything compiles TypeScript). */
export function buildKey(root: string, inputs: string[]): string | null;
export function compiledServer(options: { entry: string; outDir: string }): Promise<{ file: string; built: boolean }>;
