// Entry of `npm run unlock-sign-in -- --user <name> | --address <address> | --all | --list`: lifts sign-in locks
// in the database DATABASE_URL names, without an admin session (modules/signInThrottle/unlock-command.ts).
import { runUnlockCommand } from './modules/signInThrottle/unlock-command.js';

runUnlockCommand(process.argv.slice(2), process.env).then(
  (printed) => console.info(printed),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof Error && error.message.startsWith('usage:') ? 2 : 1);
  },
);
