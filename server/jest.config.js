/** Server tests run against real Postgres: one embedded server per run, one database per test file. */
module.exports = {
  testEnvironment: 'node',
  rootDir: '..',
  roots: ['<rootDir>/server/src', '<rootDir>/server/test', '<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  globalSetup: '<rootDir>/server/test/global-setup.mjs',
  globalTeardown: '<rootDir>/server/test/global-teardown.mjs',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|openid-client|oauth4webapi)/)'],
  maxWorkers: 2,
  // Beside three browser-test shards on two cores, a test app's start alone can take most of a minute.
  testTimeout: 120000,
};
