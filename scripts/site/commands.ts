// The `site` CLI's commands, in the order --help lists them. A new command is a module exporting a
// SiteCommand (scripts/site/command.ts) and one row here.
import { buildCommand } from './build.ts';
import { checkCommand } from './check.ts';
import type { SiteCommand } from './command.ts';
import { devCommand } from './dev.ts';
import { layersCommand } from './layers.ts';
import { liftCommand } from './lift.ts';
import { diffCommand } from './diff.ts';
import { newCommand } from './new.ts';
import { nginxCommand } from './nginx.ts';
import { releasesCommand } from './releases.ts';
import { resolveCommand } from './resolve.ts';
import { rollbackCommand } from './rollback.ts';
import { studioCommand } from './studio.ts';
import { validateCommand } from './validate.ts';

/** Every command of `npm run site --`. */
export const COMMANDS: readonly SiteCommand[] = [
  validateCommand,
  buildCommand,
  checkCommand,
  devCommand,
  studioCommand,
  releasesCommand,
  rollbackCommand,
  diffCommand,
  newCommand,
  resolveCommand,
  layersCommand,
  liftCommand,
  nginxCommand,
];
