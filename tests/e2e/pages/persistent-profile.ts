import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../chromium.ts';

export interface ProfileOptions {
  baseURL: string;
  locale?: string;
  timezoneId?: string;
}

/**
 * A Chromium user data folder that outlives the browser: IndexedDB (the replica and its
 * outbox) and localStorage (the remembered session) are where a relaunch finds them, as
 * after a crash. Each launch is a new browser on the same folder.
 */
export class PersistentProfile {
  private open: BrowserContext | null = null;

  private constructor(
    private readonly folder: string,
    private readonly options: ProfileOptions,
  ) {}

  static async create(options: ProfileOptions): Promise<PersistentProfile> {
    return new PersistentProfile(await fs.mkdtemp(path.join(os.tmpdir(), 'taquilla-perfil-')), options);
  }

  async launch(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await chromium.launchPersistentContext(this.folder, {
      executablePath: chromiumExecutable(),
      args: CHROMIUM_ARGS,
      ...this.options,
      // The app's worker only serves navigations; blocking it keeps every API request
      // where context.route sees it, without changing what the replica does.
      serviceWorkers: 'block',
    });
    this.open = context;
    return { context, page: context.pages()[0] ?? (await context.newPage()) };
  }

  /** Closes the browser if it is still open and deletes the folder. */
  async dispose(): Promise<void> {
    await this.open?.close();
    await fs.rm(this.folder, { recursive: true, force: true });
  }
}
