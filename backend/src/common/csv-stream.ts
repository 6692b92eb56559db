import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A CSV file of the records a cursor yields, `toRows` making each one's rows: streamed, so an export's size
 * never sits in memory. A failing cursor fails the stream.
 */
export function csvStream<Item, Column extends string>(
  records: AsyncIterable<Item>,
  toRows: (record: Item) => Record<Column, string>[],
  columns: readonly Column[],
): Readable {
  const rows = Readable.from(
    (async function* () {
      for await (const record of records) yield* toRows(record);
    })(),
  );
  const csv = stringify({ header: true, columns: [...columns] });
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
