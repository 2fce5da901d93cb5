/** One stage's share of a run: wall time, CPU time (all threads of the process), memory at its end. */
export interface PhaseSample {
  phase: string;
  wallMs: number;
  cpuMs: number;
  heapBytes: number;
  rssBytes: number;
}

/** Wall and CPU time per build phase, for `--profile` (and the benchmarks, through DOCSGEN_TIMINGS). */
export class PhaseTimer {
  private last = performance.now();
  private lastCpu = process.cpuUsage();
  private readonly samples = new Map<string, PhaseSample>();

  mark(phase: string): void {
    const now = performance.now();
    const cpu = process.cpuUsage(this.lastCpu);
    const memory = process.memoryUsage();
    const before = this.samples.get(phase);
    this.samples.set(phase, {
      phase,
      wallMs: (before?.wallMs ?? 0) + (now - this.last),
      cpuMs: (before?.cpuMs ?? 0) + (cpu.user + cpu.system) / 1000,
      heapBytes: Math.max(before?.heapBytes ?? 0, memory.heapUsed),
      rssBytes: Math.max(before?.rssBytes ?? 0, memory.rss),
    });
    this.last = now;
    this.lastCpu = process.cpuUsage();
  }

  get phases(): Record<string, number> {
    return Object.fromEntries([...this.samples.values()].map((s) => [s.phase, s.wallMs]));
  }

  list(): PhaseSample[] {
    return [...this.samples.values()];
  }

  report(): void {
    if (!process.env.DOCSGEN_TIMINGS) return;
    process.stderr.write(
      `timings: ${Object.entries(this.phases)
        .map(([k, v]) => `${k} ${v.toFixed(0)}ms`)
        .join(', ')}\n`,
    );
  }
}

/** One timer per process run; phases from different stages add up in it. */
export const buildTimer = new PhaseTimer();
