/**
 * What the build benchmark takes from outside the repository, and what it says when a piece is missing: the corpus
 * generator (the team's `../shared/bench/gen-corpus.mjs`, or `$GEN_CORPUS`) is needed to make a corpus not made
 * yet; the Hugo peer script (`../shared/bench/peers/hugo/run.sh`, or `$HUGO_RUN`) only adds Hugo's column.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface BenchPeers {
  /** The corpus generator, when found. */
  generator?: string;
  /** The Hugo peer script, when Hugo is on the PATH and the script is found. */
  hugoRun?: string;
  /** One sentence per missing piece: an `error` stops the bench, a `note` only drops Hugo's column. */
  error?: string;
  notes: string[];
}

/**
 * Finds the bench's outside pieces for the repository at `repo`. `corporaMade` says whether every corpus asked for
 * is already on disk (then no generator is needed); `hugoOnPath` whether a `hugo` command runs; `hugoWanted` is
 * false under `--no-hugo`.
 */
export function findBenchPeers(opts: { repo: string; env: NodeJS.ProcessEnv; corporaMade: boolean; hugoOnPath: boolean; hugoWanted: boolean }): BenchPeers {
  const { repo, env } = opts;
  const generator = env.GEN_CORPUS ? path.resolve(env.GEN_CORPUS) : path.resolve(repo, '../shared/bench/gen-corpus.mjs');
  const hugoRun = env.HUGO_RUN ? path.resolve(env.HUGO_RUN) : path.resolve(repo, '../shared/bench/peers/hugo/run.sh');
  const found: BenchPeers = { notes: [] };
  if (fs.existsSync(generator)) found.generator = generator;
  else if (!opts.corporaMade)
    found.error =
      `The corpus generator is missing: ${generator} does not exist (${env.GEN_CORPUS ? 'named by $GEN_CORPUS' : "the team's shared bench folder beside the repository"}). ` +
      'Set GEN_CORPUS to a generator that takes --out <dir> --pages <n> --seed <n>, or put the corpora in --dir first.';
  if (!opts.hugoWanted) return found;
  if (!opts.hugoOnPath) found.notes.push('Hugo is not on the PATH (apt-get install hugo): the table has no Hugo column.');
  else if (!fs.existsSync(hugoRun))
    found.notes.push(
      `The Hugo peer script is missing: ${hugoRun} does not exist (${env.HUGO_RUN ? 'named by $HUGO_RUN' : "the team's shared bench folder beside the repository"}); the table has no Hugo column.`,
    );
  else found.hugoRun = hugoRun;
  return found;
}
