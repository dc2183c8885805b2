/** One source root's layers (scripts/layers.mjs). */
export interface Layering {
  /** The source root, from the repository's root. */
  root: string;
  /** Folders outside the layers (test code). */
  outside: string[];
  /** Layers from the top down, each a list of folder names (or top-level file names without extension). */
  layers: string[][];
}
/** The server's layers. */
export const SERVER_LAYERS: Layering;
/** The web app's layers. */
export const WEB_LAYERS: Layering;
/** Arrows up that are meant, per source root: `from -> to` with why. */
export const INTENDED_UP: Record<string, Record<string, string>>;
