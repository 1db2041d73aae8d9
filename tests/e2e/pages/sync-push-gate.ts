import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { BrowserContext, Route } from '@playwright/test';

export interface PushedOp {
  op_id: string;
  kind: string;
  payload: Record<string, unknown>;
}

/**
 * Where the gate sends a push it wants to stay in flight: a server that reads the request
 * and never answers. A request merely paused by Playwright will not do, since closing the
 * browser releases it to the network (Chromium continues intercepted requests when
 * DevTools lets go), and the server would see it after all.
 */
class SilentServer {
  private readonly sockets = new Set<Socket>();
  private constructor(private readonly server: http.Server) {
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(onRequest: () => void): Promise<SilentServer> {
    const server = http.createServer((request) => request.resume().on('end', onRequest));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new SilentServer(server);
  }

  url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/rest/v1/rpc/sync_push`;
  }

  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export type HeldMoment = 'before-server' | 'after-server' | 'until-released';

/**
 * Stands between a browser context and the server's sync_push to catch the first push in
 * flight (later pushes pass):
 * - 'before-server': the request goes to a server that never answers, so the real one
 *   never sees it;
 * - 'after-server': the request reaches the real server, which commits it, and then the
 *   page's copy goes where no answer comes from;
 * - 'until-released': Playwright holds the request until release(), for a look at the
 *   device while its push waits.
 * The first two are for closing the browser under the push: the crash the gate exists for.
 */
export class SyncPushGate {
  private markHeld: (ops: PushedOp[]) => void = () => {};
  private failHeld: (error: unknown) => void = () => {};
  /** The held push's ops, once it is in flight (for 'after-server': once the server committed it). */
  readonly held = new Promise<PushedOp[]>((resolve, reject) => {
    this.markHeld = resolve;
    this.failHeld = reject;
  });
  private releaseHeld: () => void = () => {};
  private readonly released = new Promise<void>((resolve) => (this.releaseHeld = resolve));
  private holding = false;
  private silent: SilentServer | null = null;
  private silentServerReached: () => void = () => {};

  private constructor(private readonly moment: HeldMoment) {}

  static async install(context: BrowserContext, moment: HeldMoment): Promise<SyncPushGate> {
    const gate = new SyncPushGate(moment);
    if (moment !== 'until-released') gate.silent = await SilentServer.start(() => gate.silentServerReached());
    await context.route('**/rest/v1/rpc/sync_push', (route) => gate.handle(route));
    return gate;
  }

  /** 'until-released': lets the held request go on to the server. */
  release(): void {
    this.releaseHeld();
  }

  /** The crash: closes the browser while the push is in flight. */
  async closeUnderHeldPush(context: BrowserContext): Promise<void> {
    await context.close();
    await this.silent?.stop();
  }

  private async handle(route: Route): Promise<void> {
    if (this.holding) return route.continue();
    this.holding = true;
    const ops = (route.request().postDataJSON() as { ops: PushedOp[] }).ops;
    try {
      await this.hold(route);
      this.markHeld(ops);
      if (this.moment !== 'until-released') return;
      await this.released;
      await route.continue();
    } catch (error) {
      this.failHeld(error);
      throw error;
    }
  }

  /** Resolves once the push is where the chosen moment wants it. */
  private async hold(route: Route): Promise<void> {
    if (this.moment === 'until-released') return;
    if (this.moment === 'after-server') {
      const answer = await route.fetch();
      if (!answer.ok()) throw new Error(`sync_push respondió ${answer.status()}: ${await answer.text()}`);
    }
    const reached = new Promise<void>((resolve) => (this.silentServerReached = resolve));
    await route.continue({ url: this.silent!.url() });
    await reached;
  }
}
