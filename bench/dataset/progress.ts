/**
 * The generator's report on stderr: a text progress bar per table while it loads, then one line per
 * table with its rows, time and rows/s.
 */

export interface StepFigures {
  name: string;
  rows: number;
  ms: number;
}

const BAR_WIDTH = 30;
const REDRAW_MS = 250;
const number = new Intl.NumberFormat('en-US');

export class Progress {
  readonly steps: StepFigures[] = [];
  private readonly started = performance.now();

  constructor(
    private readonly write: (text: string) => void = (text) => process.stderr.write(text),
    /** a terminal redraws one line in place; a log gets a line every 10 % */
    private readonly tty: boolean = process.stderr.isTTY === true,
  ) {}

  /** Starts a step of `total` rows (0 when unknown); call `add` as rows land and `done` at the end. */
  step(name: string, total = 0) {
    const t0 = performance.now();
    let rows = 0;
    let lastDraw = 0;
    let lastTenth = -1;
    const draw = (final: boolean) => {
      const ms = performance.now() - t0;
      const rate = ms > 0 ? Math.round((rows * 1000) / ms) : 0;
      const share = total > 0 ? Math.min(1, rows / total) : final ? 1 : 0;
      const filled = Math.round(share * BAR_WIDTH);
      const eta = share > 0 && !final ? ` ETA ${Math.round((ms * (1 - share)) / share / 1000)} s` : '';
      const line = `${name.padEnd(18)} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ${number.format(rows)}${total > 0 ? `/${number.format(total)}` : ''} rows ${number.format(rate)}/s${eta}`;
      if (this.tty) this.write(`\r${line}\x1b[K${final ? '\n' : ''}`);
      else if (final || (share < 1 && Math.floor(share * 10) > lastTenth)) {
        lastTenth = Math.floor(share * 10);
        this.write(`${line}\n`);
      }
    };
    return {
      add: (n: number) => {
        rows += n;
        const at = performance.now();
        if (at - lastDraw >= REDRAW_MS) {
          lastDraw = at;
          draw(false);
        }
      },
      done: (finalRows = rows) => {
        rows = finalRows;
        draw(true);
        this.steps.push({ name, rows, ms: performance.now() - t0 });
      },
    };
  }

  /** Times a step that has no rows to count (an index build, VACUUM ANALYZE). */
  async timed<T>(name: string, run: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    this.write(`${name}…${this.tty ? '' : '\n'}`);
    const result = await run();
    const ms = performance.now() - t0;
    this.write(`${this.tty ? '\r' : ''}${name} ${(ms / 1000).toFixed(1)} s${this.tty ? '\x1b[K' : ''}\n`);
    this.steps.push({ name, rows: 0, ms });
    return result;
  }

  /** The closing table: each step's rows, seconds and rows/s, then the total. */
  summary(): string {
    const lines = [`${'step'.padEnd(20)}${'rows'.padStart(10)}${'s'.padStart(9)}${'rows/s'.padStart(12)}`];
    let rows = 0;
    for (const step of this.steps) {
      rows += step.rows;
      const rate = step.rows > 0 && step.ms > 0 ? number.format(Math.round((step.rows * 1000) / step.ms)) : '';
      lines.push(
        `${step.name.padEnd(20)}${(step.rows > 0 ? number.format(step.rows) : '').padStart(10)}${(step.ms / 1000).toFixed(1).padStart(9)}${rate.padStart(12)}`,
      );
    }
    const total = performance.now() - this.started;
    lines.push(
      `${'total'.padEnd(20)}${number.format(rows).padStart(10)}${(total / 1000).toFixed(1).padStart(9)}${number.format(Math.round((rows * 1000) / total)).padStart(12)}`,
    );
    return lines.join('\n');
  }
}
