/** A typed array that grows while an index is built. */
export class GrowableInt32Array {
  private array = new Int32Array(4096);
  length = 0;

  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = new Int32Array(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }

  get(index: number): number {
    return this.array[index]!;
  }

  /** Lets go of the values once they have been copied out: a national index's build holds 6 of these at 64 MiB. */
  release(): void {
    this.array = new Int32Array(0);
    this.length = 0;
  }
}
