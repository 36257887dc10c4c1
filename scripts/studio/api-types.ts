// What the studio's API answers (scripts/studio/server.ts), as the server writes it and the app
// (scripts/studio/app/src/api.ts) reads it: types only, so the browser bundle takes nothing from here.
export type { AuditEntry } from './audit.ts';

/** A problem as the editor shows it: its pointer, and the layer it is in when not the file being edited. */
export interface StudioProblem {
  pointer: string;
  message: string;
  hint?: string;
  /** The layer the value came from (relative to the tenants folder), when not the file being edited. */
  source?: string;
}

/** One row of the brand list. */
export interface BrandRow {
  /** The file, relative to the tenants folder. */
  path: string;
  code: string;
  name?: string;
  logo?: string;
  languages: string[];
  valid: boolean;
  problems: number;
  /** ISO time of the last change: the audit log's, or the file's own. */
  changed: string;
  extends: string[];
}

/** A config file as the editor needs it. */
export interface FileAnswer {
  /** Relative to the tenants folder. */
  path: string;
  kind: 'brand' | 'layer';
  /** sha256 of its bytes, to send back with a save. */
  hash: string;
  content: unknown;
  /** The config its layers and it make, when they merge. */
  merged?: unknown;
  /** For each JSON pointer a layer set (and the file does not), that layer's path under the tenants folder. */
  sources: Record<string, string>;
  /** For each JSON pointer the file sets that a layer (or the preset, `preset:<name>`) also sets: that layer and its value. */
  overrides: Record<string, { layer: string; value: unknown }>;
  problems: StudioProblem[];
  /** For a layer: the brands whose config it is part of (their codes). */
  reaches?: string[];
}

/** One layer under tenants/layers/ and the brands it reaches. */
export interface LayerRow {
  /** Relative to the tenants folder: layers/families/ph.json. */
  path: string;
  /** As brands name it in extends: families/ph. */
  name: string;
  brands: string[];
}

/** What a save answers. */
export interface SaveAnswer {
  hash: string;
  problems: StudioProblem[];
  /** JSON pointers of the values the save changed (none: the file was left as it was). */
  changed: string[];
}

/** What the app polls: whether the preview runs, and why not when it stopped. */
export interface PreviewStatus {
  state: 'idle' | 'starting' | 'running' | 'down';
  /** Counts the preview's processes: a new one (after a restart) means the frame reloads. */
  generation: number;
  url?: string;
  /** Why the last preview process stopped when it was not asked to, until one shows a brand again. */
  down?: string;
}

/** One release of a brand, as the studio lists them. */
export interface ReleaseRow {
  id: string;
  createdAt: string;
  pages: number;
  live: boolean;
  /** What the release gate said of it, when it checked it. */
  checked?: 'passed' | 'held';
}

/** What a release changes against the live one (`site diff`'s): its config fields and pages. */
export interface ReleaseDiffAnswer {
  release: string;
  /** The live release it is compared with; null when none is live (every page is new). */
  live: string | null;
  /** The release gate held it: it can be looked at, never made live from the studio. */
  held: boolean;
  /** JSON pointer, and the value in the live release and in this one (absent: not set). */
  config: Array<{ pointer: string; from?: unknown; to?: unknown }>;
  /** HTML pages by path in the site. */
  pages: { added: string[]; removed: string[]; changed: string[] };
}

/** What a publish answers: a release built (and checked) but not live yet, and its difference from the live one. */
export interface PublishAnswer {
  /** The build (and its check) succeeded: its release can be made live (none when nothing changed since the live one). */
  ok: boolean;
  /** Whether the release gate (`build --check`) ran. */
  checked: boolean;
  /** The release the build made, when it made one (kept, not live). */
  release?: string;
  /** The live release (unchanged by a publish). */
  live?: string;
  /** The new release against the live one. */
  diff?: ReleaseDiffAnswer;
  /** The build's last lines: why, when it failed or the gate held it. */
  output: string;
}
