/** A progress bar on stderr when it is a terminal; silent otherwise (pipes, CI). */
export class Progress {
  private readonly tty = process.stderr.isTTY === true;
  private last = 0;
  constructor(
    private readonly total: number,
    private readonly label: string,
  ) {}

  tick(done: number): void {
    if (!this.tty) return;
    const now = Date.now();
    if (done < this.total && now - this.last < 100) return;
    this.last = now;
    const width = 30;
    const filled = Math.round((done / this.total) * width);
    process.stderr.write(
      `\r${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total}`,
    );
  }

  done(): void {
    if (this.tty) process.stderr.write('\r\x1b[K');
  }
}
