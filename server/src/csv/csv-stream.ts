import { Readable } from 'node:stream';
import { csvRecord } from './csv-writer.ts';

/**
 * A CSV document as a stream: the header row, then each batch of rows as it is read, written exactly as
 * `toCsv` writes them. The next batch is read only when the consumer asks for more (backpressure), and a
 * consumer that stops (a dropped download) ends the reading.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<ReadonlyArray<readonly string[]>>): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield csvRecord(header);
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map(csvRecord).join('');
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
