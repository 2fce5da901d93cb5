import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { DevError } from '../shared/dev-messages.js';
import { toDevError } from './stage-errors.js';
import type { SessionLog } from './session.js';
import { dedupe, diagnosticKey as keyOf } from '../diagnostics/dedupe.js';

/** Source text of the files some diagnostics are about, for code frames. */
export type SourcesOf = (diagnostics: readonly Diagnostic[]) => Promise<Map<string, string>>;

/** What the overlay shows: the errors among the problems (warnings stay in the terminal), each with its code frame. */
export async function overlayErrors(problems: readonly Diagnostic[], sourcesOf: SourcesOf): Promise<DevError[]> {
  const errors = dedupe(problems.filter((d) => d.severity === 'error'));
  const sources = await sourcesOf(errors);
  return errors.map((d) => toDevError(d, sources.get(d.file)));
}

/**
 * The terminal's side: each problem is printed once, when it appears (errors with a code frame),
 * and a line says when problems went away, so a long session's output stays readable.
 */
export class ProblemReport {
  private reported = new Set<string>();

  constructor(private readonly log: SessionLog) {}

  async update(all: readonly Diagnostic[], sourcesOf: SourcesOf): Promise<void> {
    const now = new Set(all.map(keyOf));
    const fresh = dedupe(all.filter((d) => !this.reported.has(keyOf(d))));
    const gone = [...this.reported].filter((k) => !now.has(k)).length;
    this.reported = now;
    if (fresh.length) this.log.problems(fresh, await sourcesOf(fresh.filter((d) => d.severity === 'error')));
    if (gone && !fresh.length) this.log.info(`${gone} problem${gone === 1 ? '' : 's'} fixed`);
  }
}
