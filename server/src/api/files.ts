import type { Response } from 'express';
import { Readable } from 'node:stream';

/**
 * A route's CSV download (`RestResult.send`): the file name the browser saves it as, never cached.
 * A file built in pieces is streamed piece by piece, as fast as the client reads it.
 */
export const csvFile =
  ({ filename, content }: { filename: string; content: string | readonly string[] }) =>
  (res: Response): void => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    if (typeof content === 'string') res.send(content);
    else Readable.from(content).pipe(res);
  };
