#!/usr/bin/env -S node --import tsx
import { run } from '../src/generator/cli.ts';

run(process.argv);
