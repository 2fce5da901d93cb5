import path from 'node:path';
import { bundleDevClient } from '../bundle/bundle-dev-client.js';
import { CLIENT_SOURCE_DIR } from '../engine/engine-paths.js';
import type { Invalidation, SessionLog, SiteSession } from '../pipeline/session.js';
import { overlayErrors, ProblemReport } from '../pipeline/problem-report.js';
import { bundleErrorToDiagnostics } from '../pipeline/stage-errors.js';
import { pageFailureDiagnostics } from '../pipeline/render-site.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { RouteEntry } from '../site/site-types.js';
import type { DevError, DevMessage } from '../shared/dev-messages.js';

/**
 * The dev server's side of a session's changes: what open pages are told (overlay errors, then the
 * update), what the terminal prints, and the dev client script. The session decides what a change
 * invalidates; this only turns that into messages.
 */
export class DevUpdates {
  /** Errors the overlay shows now; replayed to pages that connect. */
  errors: DevError[] = [];
  devClient = '';
  private readonly problems: ProblemReport;
  private devClientErrors: ReturnType<typeof bundleErrorToDiagnostics> = [];
  /** Pages that failed to bundle or render when asked for, by route: shown in the overlay until the next change. */
  private readonly pageFailures = new Map<string, Diagnostic[]>();
  /** The link check that follows a (re)load, which `apply` waits for. */
  private checking: Promise<void> = Promise.resolve();

  constructor(
    private readonly session: SiteSession,
    private readonly log: SessionLog,
  ) {
    this.problems = new ProblemReport(log);
  }

  /** After the session opened: the dev client, the overlay's errors, then the whole-site link check once the server answers. */
  async start(): Promise<void> {
    this.devClient = await bundleDevClient();
    this.errors = await this.overlay();
    this.checkAllLinksSoon();
  }

  /** Applies a batch of changed files to the session and tells open pages (through `emit`) what to do. */
  async apply(files: ReadonlySet<string>, emit: (message: DevMessage) => void): Promise<void> {
    await this.checking;
    const started = performance.now();
    const names = [...files].map((f) => this.session.displayPath(f));
    const what = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
    const errorsBefore = this.errors;
    const { invalidation, links } = await this.session.apply(files);
    // Whatever failed to render is tried again on the next request, with the new files.
    this.pageFailures.clear();
    const clientChanged = [...files].some((f) => f.startsWith(path.join(CLIENT_SOURCE_DIR, 'dev') + path.sep));
    if (clientChanged) await this.rebuildDevClient();
    const reload: Invalidation = clientChanged && invalidation.kind === 'none' ? { kind: 'reload', reason: 'dev client changed' } : invalidation;
    const update = this.messageOf(reload);

    this.errors = await this.overlay();
    if (this.errors.length && JSON.stringify(this.errors) !== JSON.stringify(errorsBefore)) emit({ type: 'errors', errors: this.errors });
    if (!this.errors.length && errorsBefore.length) emit({ type: 'errors-cleared' });
    if (update) emit(update);
    // Open pages are about to ask for these: render them now, while the message is on its way.
    if (reload.kind === 'pages') void this.prerender(reload.routes, emit);
    const ms = Math.round(performance.now() - started);
    const outcome =
      reload.kind === 'pages' ? `updated ${reload.routes.join(', ')}` : reload.kind === 'reload' ? `reload (${reload.reason})` : reload.kind === 'css' ? 'styles swapped' : 'no page changed';
    this.log.info(`${what}: ${outcome}${this.errors.length ? `, ${this.errors.length} error${this.errors.length === 1 ? '' : 's'} shown` : ''} in ${ms} ms`);
    // A reload of the config replaced the plan: check every link again, in the background.
    if (reload.kind === 'reload' && reload.reason === 'config changed') return this.checkAllLinksSoon();
    // Whole-site checks after the pages know: they only print warnings.
    this.session.recheckLinks(links);
    await this.report();
  }

  private messageOf(invalidation: Invalidation): DevMessage | undefined {
    const version = this.session.renderer.snapshot.version;
    switch (invalidation.kind) {
      case 'none':
        return undefined;
      case 'reload':
        return { type: 'full-reload', version, reason: invalidation.reason };
      case 'css':
        return { type: 'css-update', version, previous: invalidation.previous, href: invalidation.href };
      case 'pages':
        return { type: 'page-update', version, routes: invalidation.routes };
    }
  }

  /** Renders routes one after the other, pages before their aliases (rendering is CPU-bound: in parallel, each would finish later). */
  private async prerender(routes: readonly string[], emit: (message: DevMessage) => void): Promise<void> {
    const renderer = this.session.renderer;
    const entries = routes.flatMap((route) => renderer.lookup(route) ?? []).sort((a, b) => Number(a.kind === 'alias') - Number(b.kind === 'alias'));
    // A failure shows when the page asks for it.
    for (const entry of entries) await renderer.render(entry).catch((error: unknown) => this.pageFailed(entry, error, emit));
  }

  /**
   * A page that failed to bundle or render (an import that does not resolve, an expression that
   * throws): its errors join the overlay, and open pages are told when that changes the list.
   */
  async pageFailed(entry: RouteEntry, error: unknown, emit: (message: DevMessage) => void): Promise<void> {
    const diagnostics = await pageFailureDiagnostics(entry, this.session, error);
    if (JSON.stringify(this.pageFailures.get(entry.route)) === JSON.stringify(diagnostics)) return;
    this.pageFailures.set(entry.route, diagnostics);
    this.errors = await this.overlay();
    emit({ type: 'errors', errors: this.errors });
  }

  private async rebuildDevClient(): Promise<void> {
    try {
      this.devClient = await bundleDevClient();
      this.devClientErrors = [];
    } catch (error) {
      this.devClientErrors = bundleErrorToDiagnostics(error, { root: this.session.options.root, entry: path.join(CLIENT_SOURCE_DIR, 'dev', 'dev-client.ts'), stage: 'dev client' });
    }
  }

  /** The whole-site link check only prints warnings: it runs once the server is answering. */
  private checkAllLinksSoon(): void {
    this.session.linkDiagnostics = [];
    this.checking = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        this.session.recheckLinks(['all']);
        await this.report();
      })
      .catch((error: unknown) => this.log.info(`link check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
  }

  private overlay(): Promise<DevError[]> {
    return overlayErrors([...this.session.overlayProblems(), ...[...this.pageFailures.values()].flat(), ...this.devClientErrors], (d) => this.session.sourcesOf(d));
  }

  /** Prints the problems the terminal has not shown yet (link warnings and duplicate routes too). */
  private report(): Promise<void> {
    return this.problems.update([...this.session.problems(), ...this.devClientErrors], (d) => this.session.sourcesOf(d));
  }

  /** Waits for the link check in flight. */
  settled(): Promise<void> {
    return this.checking;
  }
}
