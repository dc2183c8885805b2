/**
 * Puts `body` between `<!-- name:start -->` and `<!-- name:end -->` in BENCHMARKS.md, replacing what
 * was there (or appending the section). The text is inserted literally (no `$` patterns).
 */
export declare function writeBenchmarkSection(name: string, body: string, file?: string): void;
