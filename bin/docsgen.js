#!/usr/bin/env node
// The engine is TypeScript run through tsx, so a fresh clone works after `npm ci` with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
