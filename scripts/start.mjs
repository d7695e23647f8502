// `npm start`. The reference server is not part of the project yet, so this
// starts the Prism mocks of both APIs instead and says so.
console.log(
  [
    'Chipmart: the reference server and the web shop are not built yet.',
    'Starting the mock APIs instead (answers come from the examples in spec/):',
  ].join('\n'),
);
await import('./mock.mjs');
