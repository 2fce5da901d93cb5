/** Wall time per build phase; printed to stderr when DOCSGEN_TIMINGS is set (used by the benchmarks). */
export class PhaseTimer {
  private last = performance.now();
  readonly phases: Record<string, number> = {};

  mark(phase: string): void {
    const now = performance.now();
    this.phases[phase] = (this.phases[phase] ?? 0) + (now - this.last);
    this.last = now;
  }

  report(): void {
    if (!process.env.DOCSGEN_TIMINGS) return;
    process.stderr.write(`timings: ${Object.entries(this.phases).map(([k, v]) => `${k} ${v.toFixed(0)}ms`).join(', ')}\n`);
  }
}

/** One timer per process run; phases from different stages add up in it. */
export const buildTimer = new PhaseTimer();
