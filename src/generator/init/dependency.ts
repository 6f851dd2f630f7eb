import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';

/**
 * The `imdocs` dependency a new site's package.json gets (`imdocs init`, `imdocs migrate`): by default this
 * version (`^1.20.0`); with `--imdocs <spec>`, a local tarball or folder (as `file:` its absolute path, so the
 * site installs it from wherever it moves to on this machine) or any other npm spec as given.
 */
export function imdocsDependency(spec: string | undefined, version: string): string {
  if (!spec) return `^${version}`;
  if (/^(file:|https?:|git\+|github:|npm:|[\^~<>=*]|\d)/.test(spec)) return spec;
  const local = path.resolve(spec);
  if (fs.existsSync(local)) return `file:${local}`;
  if (/^[./~]|\.t(ar\.)?gz$/.test(spec) || spec.includes(path.sep)) throw new UserError(`--imdocs ${spec}: no such tarball or folder (${local})`);
  return spec;
}
