/** The most items one write carries; the rest wait for the next one. */
const MAX_ITEMS_PER_WRITE = 1_000;

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (reason: unknown) => void;
}

/**
 * Group commit: an item added while no write is running goes out at once, alone; items added while a
 * write runs wait for it to finish and then go out together, in the order added, in one write. Under
 * load a write carries many items for the cost of one round trip; when it is quiet, nothing waits.
 * `write` answers one outcome per item, in order, so that one refused item fails alone.
 */
export class GroupCommit<Item, Result> {
  private waiting: Waiting<Item, Result>[] = [];
  private writing = false;

  constructor(private readonly write: (items: Item[]) => Promise<PromiseSettledResult<Result>[]>) {}

  add(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.writing) void this.writeWaiting();
    });
  }

  private async writeWaiting(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_ITEMS_PER_WRITE);
      try {
        const outcomes = await this.write(batch.map((waiting) => waiting.item));
        batch.forEach((waiting, index) => settle(waiting, outcomes[index]));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.writing = false;
  }
}

function settle<Item, Result>(waiting: Waiting<Item, Result>, outcome: PromiseSettledResult<Result>): void {
  if (outcome.status === 'fulfilled') waiting.resolve(outcome.value);
  else waiting.reject(outcome.reason);
}
