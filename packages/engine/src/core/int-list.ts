/**
 * A list of integers that keeps its memory when cleared. A `number[]` emptied by `length = 0`
 * gives its elements back and allocates them again at the next push: in the bots' projections,
 * asked for every option of every playout turn, that was most of what a search allocated.
 */
export class IntList {
  /** The entries; only the first `length` are the list's. */
  items: Int32Array;
  length = 0;

  constructor(capacity = 16) {
    this.items = new Int32Array(capacity);
  }

  clear(): void {
    this.length = 0;
  }

  push(value: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }

  indexOf(value: number): number {
    const items = this.items;
    for (let i = 0; i < this.length; i++) if (items[i] === value) return i;
    return -1;
  }

  includes(value: number): boolean {
    return this.indexOf(value) >= 0;
  }
}
