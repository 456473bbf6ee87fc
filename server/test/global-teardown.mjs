export default async function globalTeardown() {
  await globalThis.__LEAVEWISE_PG__?.stop();
}
