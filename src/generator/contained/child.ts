// The process `imdocs build --contained` starts (launch.ts), under Node's permission model: the usual command
// line. The IPC channel to the parent holds it open only while it waits for an answer (host.ts).
import { run } from '../cli.ts';

process.channel?.unref();
await run(process.argv);
