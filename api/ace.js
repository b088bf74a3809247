/*
|--------------------------------------------------------------------------
| JavaScript entrypoint for running ace commands
|--------------------------------------------------------------------------
| Registers the TypeScript hook so the source runs without a build step.
*/
import 'ts-node-maintained/register/esm'
await import('./bin/console.js')
