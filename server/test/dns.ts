import dnsPromises from 'node:dns/promises';

/**
 * Makes the system resolver answer `address` for `hostname` (as an /etc/hosts entry would), for tests
 * of outgoing calls to a name that only DNS makes private. Other names resolve as before. Returns the
 * function that undoes it.
 */
export function resolveNameTo(hostname: string, address: string): () => void {
  const real = dnsPromises.lookup.bind(dnsPromises);
  const spy = jest
    .spyOn(dnsPromises, 'lookup')
    .mockImplementation(((name: string, options: unknown) =>
      name === hostname
        ? Promise.resolve([{ address, family: address.includes(':') ? 6 : 4 }])
        : real(name, options as never)) as typeof dnsPromises.lookup);
  return () => spy.mockRestore();
}
