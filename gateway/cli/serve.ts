import { removeDatabase } from '../store/db.ts';
import { command } from './shared.ts';

/** serve: the gateway's HTTP server (also what no command at all runs). */
export const serve = command({
  name: 'serve',
  options: [['--fresh', 'delete the database first']],
  usage:
    '  serve [--fresh]                                start the gateway (default; PORT, GATEWAY_DB); --fresh deletes the database first',
  async run({ values, dbPath }) {
    // A new world on a file the CLI can read beside it (the end-to-end run reads SMS codes this way).
    if (values.fresh) removeDatabase(dbPath);
    // The server's modules load here, not with the command list: every other command starts ~0.15 s sooner.
    const { startGateway } = await import('../main.ts');
    const { close } = await startGateway();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void close().then(() => process.exit(0)));
  },
});
