/** Where a long command reports how far it is (a terminal's stderr; tests collect the lines). */
export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface ProgressBar {
  /** `done` more units finished, with what is being worked on now */
  tick(done?: number, label?: string): void;
  /** the step's end: a full bar and its own line */
  finish(label?: string): void;
}

const WIDTH = 30;

/**
 * A one-line progress bar for the command-line tools (backup, restore, storage:migrate):
 * `backup  [##########--------------------]  33 %  120/360  uploads/public/….png`. On a terminal the
 * line is redrawn in place; elsewhere (a log, CI) a line is printed at every tenth, so a log is not
 * flooded. Amounts may be counts or bytes.
 */
export function createProgressBar(title: string, total: number, output: ProgressOutput = process.stderr): ProgressBar {
  let done = 0;
  let lastTenth = -1;
  const render = (label: string) => {
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(ratio * WIDTH);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
    const percent = String(Math.floor(ratio * 100)).padStart(3);
    return `${title}  [${bar}] ${percent} %  ${done}/${total}${label ? `  ${label}` : ''}`;
  };
  return {
    tick(amount = 1, label = '') {
      done += amount;
      if (output.isTTY) {
        output.write(`\r\x1b[2K${render(label).slice(0, 160)}`);
        return;
      }
      const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (tenth > lastTenth) {
        lastTenth = tenth;
        output.write(`${render(label)}\n`);
      }
    },
    finish(label = 'done') {
      done = Math.max(done, total);
      output.write(`${output.isTTY ? '\r\x1b[2K' : ''}${render(label)}\n`);
    },
  };
}
