/**
 * A test's second process, to be run as another user (a file another user owns, a folder this one
 * may not write): the host's services on the data folder given, each request dispatched as the
 * local user, and the results printed as one JSON array.
 * argv: DATA_DIR REQUESTS (JSON: [[channel, request], ...])
 */
import { createDispatch } from '../api/dispatch';
import { createServices } from '../services';

async function main(): Promise<void> {
  const [dataDir, requests] = process.argv.slice(2);
  const services = createServices({ host: 'web', dataDir, log: { warn: () => undefined, error: () => undefined } });
  const dispatch = createDispatch(services);
  const results = [];
  for (const [channel, request] of JSON.parse(requests) as [string, unknown][]) results.push(await dispatch(channel, request));
  process.stdout.write(JSON.stringify(results));
  await services.close();
}

void main();
