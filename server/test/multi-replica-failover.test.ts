import { describeReplicas, until, socketsOn, reconnectingSubscriber, runWriteLoad } from './multi-replica-fixtures';

/** A replica drained or killed under load: no acknowledged write lost, clients move to the other. */
describeReplicas((w) => {
  const { clients, startReplica } = w;

  it('drains a replica on SIGTERM under load: no acknowledged write lost, sockets move to the other', async () => {
    const subscribers = [1, 2, 3, 4].map(() => reconnectingSubscriber(w.proxy.url, w.staffToken));
    clients.push(...subscribers.map((subscriber) => subscriber.client));
    await until(
      async () => (await Promise.all(w.replicas.map(socketsOn))).every((n) => n >= 1),
      15_000,
      'sockets on both',
    );
    const load = runWriteLoad(w.proxy.url, w.staffToken, 6);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stoppedAt = Date.now();
    const exited = new Promise<number | null>((resolve) => w.replicas[1].child.once('exit', (code) => resolve(code)));
    w.replicas[1].child.kill('SIGTERM');
    const code = await exited;
    const drainMs = Date.now() - stoppedAt;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await load.stop();

    const restarted = startReplica(1); // for the next test, whatever this one finds
    expect(code).toBe(0);
    expect(drainMs).toBeLessThan(15_000);
    const stored = await w.t.dataSource.query(`SELECT id FROM api_tokens WHERE id = ANY($1)`, [result.acknowledged]);
    expect(stored).toHaveLength(result.acknowledged.length);
    expect(result.acknowledgedAfter(stoppedAt + drainMs)).toBeGreaterThan(0);
    // A drain refuses new connections (nginx sends them to the other replica) and finishes the requests
    // it is serving. Only a request that reached the replica in the instant its listener closed can
    // fail, with a 502 the client sees (nginx never resends a POST that reached a replica).
    expect(result.failures.length).toBeLessThanOrEqual(2);
    for (const failure of result.failures) expect(failure).toMatch(/^502 /);
    // Sockets of the stopped replica were closed with 1012 and reconnected through nginx.
    expect(subscribers.some((subscriber) => subscriber.closeCodes.includes(1012))).toBe(true);
    await until(async () => (await socketsOn(w.replicas[0])) >= 4, 15_000, 'every socket on the remaining replica');
    await w.t.dataSource.query(
      `WITH n AS (INSERT INTO notifications (user_id, type, title, body) VALUES ($1, 'other', 'after the drain', 'probe') RETURNING id)
       SELECT pg_notify('leavewise_events', json_build_object('type', 'notification', 'notification',
         json_build_object('notificationId', (SELECT id FROM n), 'userId', $1::text))::text)`,
      [w.staff.id],
    );
    await until(
      () => subscribers.every((subscriber) => subscriber.titles.includes('after the drain')),
      15_000,
      'every subscriber to hear of a notification after the drain',
    );
    w.replicas[1] = await restarted;
  }, 120_000);

  it('loses no acknowledged write when a replica is killed mid-load, and clients reconnect through nginx', async () => {
    // nginx skips the restarted replica until its fail_timeout passes: open sockets until one lands there.
    const subscribers: ReturnType<typeof reconnectingSubscriber>[] = [];
    await until(
      async () => {
        if ((await socketsOn(w.replicas[1])) >= 1) return true;
        const subscriber = reconnectingSubscriber(w.proxy.url, w.staffToken);
        subscribers.push(subscriber);
        clients.push(subscriber.client);
        await new Promise((resolve) => setTimeout(resolve, 400));
        return false;
      },
      30_000,
      'a socket on the replica to be killed',
    );
    const socketsBefore = (await socketsOn(w.replicas[0])) + (await socketsOn(w.replicas[1]));
    const load = runWriteLoad(w.proxy.url, w.staffToken, 6);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const killedAt = Date.now();
    w.replicas[1].child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const result = await load.stop();

    const stored = await w.t.dataSource.query(`SELECT id FROM api_tokens WHERE id = ANY($1)`, [result.acknowledged]);
    expect(stored).toHaveLength(result.acknowledged.length);
    expect(result.acknowledgedAfter(killedAt + 500)).toBeGreaterThan(0);
    // Only requests in flight on the killed replica can fail (nginx never resends a POST it sent).
    expect(result.failures.length).toBeLessThanOrEqual(6);
    for (const failure of result.failures) expect(failure).toMatch(/^502 /);

    await until(
      async () => (await socketsOn(w.replicas[0])) >= socketsBefore,
      20_000,
      'the killed replica’s sockets to come back',
    );
    await w.t.dataSource.query(
      `WITH n AS (INSERT INTO notifications (user_id, type, title, body) VALUES ($1, 'other', 'after the kill', 'probe') RETURNING id)
       SELECT pg_notify('leavewise_events', json_build_object('type', 'notification', 'notification',
         json_build_object('notificationId', (SELECT id FROM n), 'userId', $1::text))::text)`,
      [w.staff.id],
    );
    await until(
      () => subscribers.every((subscriber) => subscriber.titles.includes('after the kill')),
      15_000,
      'every subscriber to hear of a notification after the kill',
    );
  }, 120_000);
});
