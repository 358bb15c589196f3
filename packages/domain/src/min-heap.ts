/** A binary min-heap of items ordered by a numeric key (Dijkstra's frontier). */
export class MinHeap<T> {
  private readonly keys: number[] = [];
  private readonly items: T[] = [];

  get size(): number {
    return this.items.length;
  }

  push(key: number, item: T): void {
    this.keys.push(key);
    this.items.push(item);
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** The item with the smallest key and that key, or undefined when empty. */
  pop(): { key: number; item: T } | undefined {
    if (this.items.length === 0) return undefined;
    const top = { key: this.keys[0]!, item: this.items[0]! };
    const lastKey = this.keys.pop()!;
    const lastItem = this.items.pop()!;
    if (this.items.length > 0) {
      this.keys[0] = lastKey;
      this.items[0] = lastItem;
      this.sink(0);
    }
    return top;
  }

  private sink(start: number): void {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < this.keys.length && this.keys[left]! < this.keys[smallest]!) smallest = left;
      if (right < this.keys.length && this.keys[right]! < this.keys[smallest]!) smallest = right;
      if (smallest === i) return;
      this.swap(i, smallest);
      i = smallest;
    }
  }

  private swap(a: number, b: number): void {
    [this.keys[a], this.keys[b]] = [this.keys[b]!, this.keys[a]!];
    [this.items[a], this.items[b]] = [this.items[b]!, this.items[a]!];
  }
}
