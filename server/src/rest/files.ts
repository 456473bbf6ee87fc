import type { Response } from 'express';

/** A route's CSV download (`RestResult.send`): the file name the browser saves it as, never cached. */
export const csvFile =
  ({ filename, content }: { filename: string; content: string }) =>
  (res: Response): void => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(content);
  };
