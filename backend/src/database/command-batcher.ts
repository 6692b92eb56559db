interface Waiting<Item, Outcome> {
  item: Item;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the commands asked for during one turn of the event loop and hands them to `run` together, so that
 * many concurrent requests share one database command (one round trip, one pass through the driver and the
 * server) instead of sending one each. Each caller still gets its own outcome: `run` answers one per item, in
 * order, an Error for an item that failed; when `run` throws, every caller of that batch gets its error.
 */
export class CommandBatcher<Item, Outcome> {
  private waiting: Waiting<Item, Outcome>[] = [];

  constructor(private readonly run: (items: Item[]) => Promise<(Outcome | Error)[]>) {}

  add(item: Item): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      if (this.waiting.push({ item, resolve, reject }) === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const outcomes = await this.run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (outcome instanceof Error) waiting.reject(outcome);
        else waiting.resolve(outcome);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}

/** The items of a batch an unordered bulk write failed, by index (the driver gives one write error or several). */
export function failedIndexes(error: unknown): Map<number, Error> | undefined {
  const { writeErrors } = error as { writeErrors?: { index: number; errmsg?: string } | { index: number; errmsg?: string }[] };
  if (!writeErrors) return undefined;
  return new Map([writeErrors].flat().map((writeError) => [writeError.index, new Error(writeError.errmsg ?? 'Write failed')]));
}
